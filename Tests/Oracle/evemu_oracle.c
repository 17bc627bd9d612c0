/*
 * evemu_oracle: prints what libevemu's own reader (evemu_read + evemu_read_event) yields,
 * so the Swift EvemuReader can be checked against it. Built by the tests.
 *
 * Usage: evemu_oracle JOB...    where JOB is FILE, or DESC::EVENTS (read as one file, the
 * byte concatenation of the two, as `cat DESC EVENTS` would give).
 *
 * Output per job:
 *   job N
 *   read RC                      evemu_read's return value; on RC <= 0 the job ends here
 *   name HEX                     the name's bytes in hex
 *   id BUS VENDOR PRODUCT VERSION
 *   prop P                       one line per property set
 *   type T C1 C2 ...             one line per event type set (EV_SYN left out: libevdev
 *                                reports every SYN code), with its codes
 *   abs C MIN MAX FUZZ FLAT RES  one line per ABS code
 *   E SEC USEC TYPE CODE VALUE   one line per event (tv_sec, tv_usec as libevemu set them)
 *   end RC                       evemu_read_event's last return value (0 end, -1 error)
 */
#define _GNU_SOURCE
#include <evemu.h>
#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int append(FILE *out, const char *path)
{
	FILE *in = fopen(path, "rb");
	char buf[65536];
	size_t n;

	if (!in) {
		perror(path);
		return -1;
	}
	while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
		fwrite(buf, 1, n, out);
	fclose(in);
	return 0;
}

static void run(int index, const char *job)
{
	char *spec = strdup(job);
	char *second = strstr(spec, "::");
	FILE *fp = tmpfile();
	struct evemu_device *dev = evemu_new(NULL);
	struct input_event ev;
	const char *name;
	int rc, type, code;

	printf("job %d\n", index);
	if (second) {
		*second = '\0';
		second += 2;
	}
	if (!fp || !dev || append(fp, spec) != 0 || (second && append(fp, second) != 0)) {
		printf("read -2\n");
		goto out;
	}
	rewind(fp);

	rc = evemu_read(dev, fp);
	printf("read %d\n", rc);
	if (rc <= 0)
		goto out;

	printf("name ");
	for (name = evemu_get_name(dev); name && *name; name++)
		printf("%02x", (unsigned char)*name);
	printf("\n");
	printf("id %d %d %d %d\n", evemu_get_id_bustype(dev), evemu_get_id_vendor(dev),
	       evemu_get_id_product(dev), evemu_get_id_version(dev));
	for (code = 0; code <= INPUT_PROP_MAX; code++)
		if (evemu_has_prop(dev, code))
			printf("prop %d\n", code);
	for (type = 1; type <= EV_MAX; type++) {
		if (!evemu_has_bit(dev, type))
			continue;
		printf("type %d", type);
		for (code = 0; code <= libevdev_event_type_get_max(type); code++)
			if (evemu_has_event(dev, type, code))
				printf(" %d", code);
		printf("\n");
	}
	for (code = 0; code <= ABS_MAX; code++)
		if (evemu_has_event(dev, EV_ABS, code))
			printf("abs %d %d %d %d %d %d\n", code,
			       evemu_get_abs_minimum(dev, code), evemu_get_abs_maximum(dev, code),
			       evemu_get_abs_fuzz(dev, code), evemu_get_abs_flat(dev, code),
			       evemu_get_abs_resolution(dev, code));

	while ((rc = evemu_read_event(fp, &ev)) > 0)
		printf("E %ld %ld %d %d %d\n", (long)ev.time.tv_sec, (long)ev.time.tv_usec,
		       ev.type, ev.code, ev.value);
	printf("end %d\n", rc);
out:
	if (fp)
		fclose(fp);
	if (dev)
		evemu_delete(dev);
	free(spec);
}

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		run(i - 1, argv[i]);
	return 0;
}
