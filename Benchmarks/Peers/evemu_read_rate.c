/*
 * evemu_read_rate: libevemu's own reader timed on one evemu file, as tools/bench's peer for
 * Glide's EvemuReader. One run is what an evemu-play-like consumer does: fopen, evemu_read
 * (the description), then evemu_read_event until it returns <= 0, fclose.
 *
 * Usage: evemu_read_rate FILE SECONDS
 *   Repeats the run for at least SECONDS (and at least 3 times; exactly once when SECONDS is 0,
 *   for callgrind --toggle-collect=read_file), then prints one line:
 *   events N runs R median_ns M min_ns m checksum C
 *   where N is the events one run reads, C the sum of their values, and M, m the median and
 *   fastest run in nanoseconds of the thread's CPU time (CLOCK_THREAD_CPUTIME_ID: time spent
 *   waiting for a core on a busy machine is left out, as Glide's benchmarks leave it out).
 * Build: cc -O2 -o evemu_read_rate evemu_read_rate.c -levemu
 */
#define _GNU_SOURCE
#include <evemu.h>
#include <linux/input.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int64_t now_ns(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* One run; returns the number of events read, or -1 when the file cannot be read. */
__attribute__((noinline)) static long read_file(const char *path, long *checksum)
{
	FILE *fp = fopen(path, "r");
	struct evemu_device *dev;
	struct input_event ev;
	long count = 0;

	if (!fp)
		return -1;
	dev = evemu_new(NULL);
	if (!dev || evemu_read(dev, fp) <= 0) {
		if (dev)
			evemu_delete(dev);
		fclose(fp);
		return -1;
	}
	while (evemu_read_event(fp, &ev) > 0) {
		*checksum += ev.value;
		count++;
	}
	evemu_delete(dev);
	fclose(fp);
	return count;
}

static int compare(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	enum { max_runs = 100000 };
	static int64_t times[max_runs];
	long events = 0, checksum = 0;
	int64_t budget, start;
	int runs = 0;

	if (argc != 3 || atof(argv[2]) < 0) {
		fprintf(stderr, "usage: evemu_read_rate FILE SECONDS (SECONDS >= 0)\n");
		return 2;
	}
	budget = (int64_t)(atof(argv[2]) * 1e9);
	start = now_ns(CLOCK_MONOTONIC);
	while (runs < max_runs && (runs < 3 || now_ns(CLOCK_MONOTONIC) - start < budget) && !(budget == 0 && runs == 1)) {
		int64_t t0 = now_ns(CLOCK_THREAD_CPUTIME_ID);

		events = read_file(argv[1], &checksum);
		if (events < 0) {
			fprintf(stderr, "evemu_read_rate: libevemu cannot read %s\n", argv[1]);
			return 1;
		}
		times[runs++] = now_ns(CLOCK_THREAD_CPUTIME_ID) - t0;
	}
	qsort(times, runs, sizeof(times[0]), compare);
	printf("events %ld runs %d median_ns %lld min_ns %lld checksum %ld\n", events, runs,
	       (long long)times[runs / 2], (long long)times[0], checksum);
	return 0;
}
