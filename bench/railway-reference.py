#!/usr/bin/env python3
"""The seed's picture-to-route pipeline (Slavik & Wagon, seed 000) in Python with
scikit-image, as a person would write it: the reference our picture tracing is timed
against (bench/railway-reference.ts runs it as a whole process beside cookcheck).

    railway-reference.py PICTURE SX,SY FX,FY

1. read the picture as grey levels; binarize at Otsu's threshold and negate (ink = 1);
2. blur (Gaussian, sigma 1) and binarize again at one half;
3. thin (skimage.morphology.skeletonize);
4. the skeleton pixels as a graph of 8-neighbours;
5. at a junction pixel (three or more neighbours) skip the neighbouring junction pixels and
   measure the turn between the secant 8 points back and the secant 7 points forward; a
   move is legal when the turn is at most 70 degrees;
6. breadth-first search over (previous pixel, pixel) states from the skeleton pixel nearest
   the start to the one nearest the finish.

Prints one JSON line: the route's length in points (or null), the skeleton's size and the
milliseconds per stage.
"""
import json
import math
import sys
import time
from collections import deque

START = time.perf_counter()
import numpy as np  # noqa: E402
from skimage import filters, io, morphology  # noqa: E402

BACK, FORWARD, LIMIT = 8, 7, 70.0


def main(path, start, finish):
    times = {'import': ms(START)}
    t = time.perf_counter()
    picture = io.imread(path)
    if picture.ndim == 3:
        picture = picture[..., :3] @ np.array([0.299, 0.587, 0.114])
    times['read'] = ms(t)
    t = time.perf_counter()
    ink = picture <= filters.threshold_otsu(picture)
    ink = filters.gaussian(ink.astype(float), sigma=1) >= 0.5
    times['binarize+blur'] = ms(t)
    t = time.perf_counter()
    skeleton = morphology.skeletonize(ink)
    times['thin'] = ms(t)
    t = time.perf_counter()
    ys, xs = np.nonzero(skeleton)
    pixels = list(zip(xs.tolist(), ys.tolist()))
    on = set(pixels)
    neighbours = {}
    for x, y in pixels:
        neighbours[(x, y)] = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx or dy) and (x + dx, y + dy) in on]
    degree = {p: len(n) for p, n in neighbours.items()}
    times['graph'] = ms(t)
    t = time.perf_counter()
    source = nearest(pixels, start)
    target = nearest(pixels, finish)
    length = search(neighbours, degree, source, target)
    times['search'] = ms(t)
    times['total'] = ms(START)
    print(json.dumps({'length': length, 'skeleton': len(pixels), 'ms': times}))


def ms(since):
    return round((time.perf_counter() - since) * 1000, 1)


def nearest(pixels, point):
    return min(pixels, key=lambda p: (p[0] - point[0]) ** 2 + (p[1] - point[1]) ** 2)


def walk(neighbours, degree, previous, current, steps):
    """Up to `steps` points along a line from `current`, away from `previous`, stopping at a junction."""
    points = [current]
    while len(points) <= steps and degree[current] == 2:
        ahead = [n for n in neighbours[current] if n != previous and n not in points]
        if not ahead:
            break
        previous, current = current, ahead[0]
        points.append(current)
    return points


def turn(a, b):
    na, nb = math.hypot(*a), math.hypot(*b)
    if na == 0 or nb == 0:
        return 180.0
    cos = (a[0] * b[0] + a[1] * b[1]) / (na * nb)
    return math.degrees(math.acos(max(-1.0, min(1.0, cos))))


def moves(neighbours, degree, previous, current):
    """Legal next states from the state (previous, current)."""
    if degree[current] < 3:
        return [(current, n) for n in neighbours[current] if n != previous]
    # A junction: the cluster of junction pixels, left by its pixels of degree one or two.
    cluster, stack = {current}, [current]
    while stack:
        for n in neighbours[stack.pop()]:
            if degree[n] >= 3 and n not in cluster:
                cluster.add(n)
                stack.append(n)
    back = walk(neighbours, degree, current, previous, BACK)
    arriving = (current[0] - back[-1][0], current[1] - back[-1][1])
    out = []
    for q in cluster:
        for n in neighbours[q]:
            if n in cluster or n == previous:
                continue
            ahead = walk(neighbours, degree, q, n, FORWARD)
            leaving = (ahead[-1][0] - current[0], ahead[-1][1] - current[1])
            if turn(arriving, leaving) <= LIMIT:
                out.append((q, n))
    return out


def search(neighbours, degree, source, target):
    """Breadth-first search over (previous, current) states; the number of points of the shortest route."""
    queue = deque()
    seen = set()
    for n in neighbours[source]:
        queue.append(((source, n), 2))
        seen.add((source, n))
    while queue:
        (previous, current), count = queue.popleft()
        if current == target:
            return count
        for state in moves(neighbours, degree, previous, current):
            if state not in seen:
                seen.add(state)
                queue.append((state, count + 1))
    return None


if __name__ == '__main__':
    if len(sys.argv) != 4:
        sys.exit('usage: railway-reference.py PICTURE SX,SY FX,FY')
    point = lambda text: tuple(float(v) for v in text.split(','))  # noqa: E731
    main(sys.argv[1], point(sys.argv[2]), point(sys.argv[3]))
