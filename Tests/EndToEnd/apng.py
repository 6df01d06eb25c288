"""A small animated-PNG reader for the end-to-end tests, independent of the program's own
decoder: the frames of a film as RGB bytes, their script times, and a frame written as a PNG.

    python3 apng.py FILM.png            prints the frame count, the size and the times
    python3 apng.py FILM.png K OUT.png  writes frame K as a still PNG
    python3 apng.py FILM.png delays     prints each frame's delay as NUM/DEN seconds
"""
import struct
import sys
import zlib


def chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at = 8
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        crc = struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0]
        assert zlib.crc32(kind + body) == crc, "bad CRC"
        yield kind.decode("latin-1"), body
        at += 12 + length


def unfilter(raw, width, height):
    stride = width * 3
    out = bytearray(stride * height)
    prev = bytearray(stride)
    at = 0
    for y in range(height):
        kind = raw[at]
        line = bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            a = line[i - 3] if i >= 3 else 0
            b = prev[i]
            c = prev[i - 3] if i >= 3 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out[y * stride:(y + 1) * stride] = line
        prev = line
    return out


def delays(path):
    """Each frame's delay from its fcTL chunk, as (numerator, denominator)."""
    return [struct.unpack(">HH", body[20:24]) for kind, body in chunks(open(path, "rb").read()) if kind == "fcTL"]


def read(path):
    """(width, height, times, frames): every frame whole, as RGB bytes."""
    data = open(path, "rb").read()
    width = height = None
    times = None
    controls = []
    parts = []
    for kind, body in chunks(data):
        if kind == "IHDR":
            width, height = struct.unpack(">II", body[:8])
            assert body[8:13] == b"\x08\x02\x00\x00\x00", "not 8-bit RGB"
        elif kind == "tEXt" and body.startswith(b"Frame times\x00"):
            times = [float(x) for x in body.split(b"\x00", 1)[1].split()]
        elif kind == "fcTL":
            w, h, x, y = struct.unpack(">IIII", body[4:20])
            controls.append((x, y, w, h))
            parts.append(b"")
        elif kind == "IDAT":
            parts[-1] += body
        elif kind == "fdAT":
            parts[-1] += body[4:]
    canvas = bytearray(width * height * 3)
    frames = []
    for (x, y, w, h), part in zip(controls, parts):
        pixels = unfilter(zlib.decompress(part), w, h)
        for row in range(h):
            start = ((y + row) * width + x) * 3
            canvas[start:start + w * 3] = pixels[row * w * 3:(row + 1) * w * 3]
        frames.append(bytes(canvas))
    return width, height, times, frames


def write_png(path, width, height, rgb):
    raw = b"".join(b"\x00" + rgb[y * width * 3:(y + 1) * width * 3] for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    if sys.argv[2:] == ["delays"]:
        print(" ".join("%d/%d" % d for d in delays(sys.argv[1])))
        sys.exit(0)
    width, height, times, frames = read(sys.argv[1])
    if len(sys.argv) == 2:
        print(len(frames), width, height, " ".join(repr(t) for t in times))
    else:
        write_png(sys.argv[3], width, height, frames[int(sys.argv[2])])
