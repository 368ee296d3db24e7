"""Scores Viennese mazes with vmfactory's own compute_score, beside cookcheck's score.

Reads JSON lines {"puzzle": <cookcheck Viennese JSON>, "ours": <cookcheck's score>} on
stdin and prints one JSON object: how many scores are equal, the ones that differ, and
the mazes vmfactory gave up on within the time limit (its uniqueness test walks every
simple path, minutes on some colourings) and those it failed on.

    VMFACTORY_PATH=<vmfactory checkout> python3 bench/vmfactory-score.py [seconds] < mazes.jsonl

vmfactory (github.com/Zulko/vmfactory) needs networkx; its drawing modules (matplotlib,
proglog, the game) are not needed for scoring and are stood in for when missing.
"""

import json
import os
import signal
import sys
import types


def import_vmfactory():
    sys.path.insert(0, os.environ.get("VMFACTORY_PATH", "."))
    for name in ("matplotlib", "matplotlib.pyplot", "proglog"):
        try:
            __import__(name)
        except ImportError:
            stand_in = types.ModuleType(name)
            stand_in.default_bar_logger = lambda *args, **kwargs: None
            sys.modules[name] = stand_in
    game = types.ModuleType("vmfactory.game")
    game.Game = object
    sys.modules.setdefault("vmfactory.game", game)
    from vmfactory.Vmaze_HT import Vmaze_HT
    from vmfactory.Vmaze_NHT import Vmaze_NHT

    return Vmaze_HT, Vmaze_NHT


LIGHT = {"green": 0, "orange": 1, "red": 2}


def vmfactory_score(classes, puzzle):
    vmaze_ht, vmaze_nht = classes
    kind = vmaze_ht if puzzle.get("variant") == "u-turn" else vmaze_nht
    streets = puzzle["streets"]
    maze = kind([(s["from"], s["to"]) for s in streets], start=puzzle["start"], goal=puzzle["goal"], nodes_pos={}, logger=None)
    for s in streets:
        maze[s["from"]][s["to"]]["color_num"] = LIGHT[s["light"]]
    return maze.compute_score()


class TooSlow(Exception):
    pass


def main():
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    classes = import_vmfactory()

    def give_up(*_):
        raise TooSlow()

    signal.signal(signal.SIGALRM, give_up)
    equal, differ, slow, failed = 0, [], 0, []
    for count, line in enumerate(sys.stdin, 1):
        if count % 100 == 0:
            print(f"vmfactory: {count} mazes", file=sys.stderr, flush=True)
        row = json.loads(line)
        signal.alarm(limit)
        try:
            theirs = vmfactory_score(classes, row["puzzle"])
        except TooSlow:
            slow += 1
            continue
        except Exception as error:  # vmfactory's own failures, e.g. a goal one move from the start
            failed.append({"error": repr(error), "puzzle": row["puzzle"]})
            continue
        finally:
            signal.alarm(0)
        ours = row["ours"]
        if theirs == ours or abs(theirs - ours) <= 1e-12 * abs(ours):
            equal += 1
        else:
            differ.append({"ours": ours, "vmfactory": theirs, "puzzle": row["puzzle"]})
    print(json.dumps({"equal": equal, "differ": differ, "gaveUp": slow, "failed": failed, "limitSeconds": limit}))


if __name__ == "__main__":
    main()
