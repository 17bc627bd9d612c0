"""What the browser scripts share: reading where a frame drawn by glide's renderer shows its views."""

# A JavaScript function of a frame's <svg> element and view names: for each name, the rectangle
# of each group of that data-name's background rectangle, in the frame's own coordinates
# (screen points), or null for a group without one.
VIEW_BOXES = """(svg, names) => {
  const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
  const sx = view.width / box.width, sy = view.height / box.height;
  const views = {};
  for (const name of names) {
    views[name] = Array.from(svg.querySelectorAll("g[data-name]"))
      .filter((group) => group.dataset.name === name)
      .map((group) => {
        const background = group.querySelector(":scope > rect");
        if (!background) return null;
        const r = background.getBoundingClientRect();
        return { x: view.x + (r.left - box.left) * sx, y: view.y + (r.top - box.top) * sy, width: r.width * sx, height: r.height * sy };
      });
  }
  return views;
}"""
