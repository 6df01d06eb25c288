"""Reads text in the live window from a screenshot, for the end-to-end tests.

On the HUD's box (top left): `lines PNG` prints its text lines (row ranges), its right edge and
bottom; `same-text PNG A B [PNG2]` exits 0 when lines A and B (0-based, negative from the end; B from
PNG2's box when given) show the same glyphs at the same places, whatever their colours; `crop PNG OUT` writes the box alone.
`line-end PNG WxH+X+Y` prints where the first line of light text in that region ends (its
rightmost inked column, from the region's left).
"""
import re
import subprocess
import sys

import numpy as np

# The box's margin in the window's points (HUDRenderer), at one pixel a point.
MARGIN = 8


def pixels(path, region=None):
    """The screenshot's (or its region's) pixels, rows of RGB."""
    crop = ["-crop", region, "+repage"] if region else []
    out = subprocess.run(["convert", path, *crop, "-depth", "8", "ppm:-"], capture_output=True, check=True).stdout
    # One whitespace byte ends the header: the pixels may start with bytes that read as spaces.
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", out)
    width, height = int(header[1]), int(header[2])
    data = out[header.end() : header.end() + width * height * 3]
    return np.frombuffer(data, np.uint8).reshape(height, width, 3).astype(float)


def first_line_end(image):
    """The rightmost column of the first line of light text in `image`."""
    text = image.max(axis=2) > 150
    rows = np.nonzero(text.any(axis=1))[0]
    if not len(rows):
        sys.exit("no text")
    last = first = rows[0]
    while last + 1 < len(text) and text[last + 1].any():
        last += 1
    return int(np.nonzero(text[first : last + 1].any(axis=0))[0].max())


def edge(strip, background):
    """How far along `strip` the box's colour goes."""
    outside = np.abs(strip - background).max(axis=1) > 3
    return int(np.argmax(outside)) if outside.any() else len(strip)


def box(image):
    """The HUD box's background colour and its text bands (row ranges) and right edge."""
    inside = MARGIN + 2
    background = image[inside, inside]
    # The box runs right while the colour stays the box's on its top padding row.
    right = inside + edge(image[inside, inside:], background)
    bottom = inside + edge(image[inside:, inside], background)
    region = image[MARGIN:bottom, MARGIN:right]
    inked = (np.abs(region - background).max(axis=2) > 24).any(axis=1)
    bands, start = [], None
    for y, ink in enumerate(inked):
        if ink and start is None:
            start = y
        if not ink and start is not None:
            bands.append((MARGIN + start, MARGIN + y))
            start = None
    if start is not None:
        bands.append((MARGIN + start, bottom))
    return background, bands, right, bottom


def coverage(image, band, background, right):
    """How much of the text colour each pixel of a band holds, 0 to 1 (anti-aliased glyphs)."""
    rows = image[band[0] : band[1], MARGIN:right]
    ink = np.abs(rows - background).max(axis=2)
    # The band's text colour: its most inked pixel.
    y, x = np.unravel_index(np.argmax(ink), ink.shape)
    colour = rows[y, x] - background
    return ((rows - background) @ colour) / (colour @ colour)


def main():
    command, path = sys.argv[1], sys.argv[2]
    if command == "line-end":
        print(first_line_end(pixels(path, sys.argv[3])))
        return
    image = pixels(path)
    background, bands, right, bottom = box(image)
    if command == "lines":
        print(len(bands), bands, right, bottom)
    elif command == "same-text":
        # Line B may be read from another screenshot's box.
        other = pixels(sys.argv[5]) if len(sys.argv) > 5 else image
        other_background, other_bands, other_right, _ = box(other)
        a, b = bands[int(sys.argv[3])], other_bands[int(sys.argv[4])]
        if a[1] - a[0] != b[1] - b[0]:
            sys.exit(f"lines {a} and {b} differ in height")
        width = max(right, other_right)
        difference = np.abs(
            coverage(image, a, background, width) - coverage(other, b, other_background, width)
        ).max()
        print(f"largest coverage difference {difference:.3f}")
        sys.exit(0 if difference < 0.12 else 1)
    elif command == "crop":
        subprocess.run(["convert", path, "-crop", f"{right}x{bottom}+0+0", "+repage", sys.argv[3]], check=True)


if __name__ == "__main__":
    main()
