#!/usr/bin/env python3
"""Writes docs/crew-missions.md, The Crew's difficulty table, from bgb_crew_solve_times runs.

    build/ci/tests/bench/bgb_crew_solve_times --players 4 --deals 1000 --threads 2 > p4.tsv
    python3 scripts/crew_missions.py p4.tsv [p3.tsv p5.tsv p2.tsv] > docs/crew-missions.md

Each run is one player count; the header line of the run names its settings."""
import re
import sys


def read(path):
    """The last run's header and footer, and every run's rows; a row from a run with chance
    samples (mission 12's estimates) keeps the number of samples in "estimate"."""
    header, rows, footer = "", [], ""
    samples = 0
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# players"):
                m = re.search(r"chance samples (\d+)", line)
                samples = int(m.group(1)) if m else 0
                if not samples:
                    header = line[2:]
            elif line.startswith("# all") and not samples:
                footer = line[2:]
            elif line and line[0].isdigit():
                c = line.split("\t")
                rows.append({"mission": int(c[0]), "deals": int(c[1]), "winnable": int(c[2]), "unknown": int(c[3]),
                             "share": float(c[4]), "lo": float(c[5]), "hi": float(c[6]), "random": float(c[7]),
                             "median": float(c[8]), "p99": float(c[9]), "estimate": samples})
    return header, rows, footer


def pct(x):
    return f"{100 * x:.1f} %"


def main(paths):
    out = ["# How hard is each mission of The Crew?", "",
           "The share of random deals that can be won at all — every hand known, every seat playing "
           "perfectly, the crew also choosing who takes which task — as `bgb::crew::solve` finds it "
           "from the start of the task picks ([solver.md](solver.md)), beside uniformly random play's "
           "success rate on the same deals (10 random games per deal). Deal k of mission m is seeded "
           "1,000,003 × m + k, the deal `bgb solve the-crew --seed` would solve. *Unknown* deals hit "
           "the node cap and are left out of the share; 95 % intervals are Wilson's over the solved "
           "deals. Made by:", "", "```"]
    tool = "build/ci/tests/bench/bgb_crew_solve_times"
    for p in paths:
        name, flags = p.split("/")[-1], settings_flags(p)
        samples = max((r["estimate"] for r in read(p)[1]), default=0)
        if samples:  # mission 12 estimated apart: exact averaging of its draws is beyond the cap
            out.append(f"{tool} {flags} --missions 1-11 > {name}")
            out.append(f"{tool} {flags} --missions 12-12 --chance-samples {samples} >> {name}")
            out.append(f"{tool} {flags} --missions 13-50 >> {name}")
        else:
            out.append(f"{tool} {flags} > {name}")
    out.append("python3 scripts/crew_missions.py " + " ".join(p.split("/")[-1] for p in paths) + " > docs/crew-missions.md")
    out += ["```", ""]
    for p in paths:
        header, rows, footer = read(p)
        out += [f"## {header.split(',')[0].replace('players ', '')} players", "",
                f"Settings: {header}." + (f" {last_run(rows, footer)}." if footer else ""), ""]
        # Unknown deals may be lost ones (a lost deal must be searched to the end): "at least"
        # counts them as lost, so the ranking cannot flatter a mission the solver found hard.
        hardest = sorted((r for r in rows if not r["estimate"]), key=lambda r: (r["winnable"] / r["deals"], r["mission"]))[:3]
        estimated = [r for r in rows if r["estimate"]]
        if hardest:
            out.append("Hardest (by the share proven winnable): " +
                       ", ".join(f"mission {r['mission']} (at least {pct(r['winnable'] / r['deals'])}, "
                                 f"{r['unknown']} unknown)" for r in hardest) + ".")
            out.append("")
        for r in estimated:
            out.append(f"Mission {r['mission']} (estimate): its draws averaged over {r['estimate']} sampled outcomes "
                       f"each instead of all (`--chance-samples {r['estimate']}`), an optimistic estimate — each "
                       "first-trick line is judged by the draws sampled after it.")
            out.append("")
        out += ["| mission | deals | winnable (solved deals) | 95 % interval | at least | unknown | random play | median ms | p99 ms |",
                "|---:|---:|---:|---|---:|---:|---:|---:|---:|"]
        for r in rows:
            share = pct(r["share"]) if r["deals"] > r["unknown"] else "—"
            interval = f"{pct(r['lo'])} – {pct(r['hi'])}" if r["deals"] > r["unknown"] else "—"
            mission = f"{r['mission']} (estimate)" if r["estimate"] else str(r["mission"])
            out.append(f"| {mission} | {r['deals']} | {share} | {interval} | {pct(r['winnable'] / r['deals'])} | "
                       f"{r['unknown']} | {pct(r['random'])} | "
                       f"{r['median']:.3f} | {r['p99']:.1f} |")
        out.append("")
    print("\n".join(out))


def last_run(rows, footer):
    """The footer names the last run's missions: all of them, unless mission 12 ran apart."""
    if any(r["estimate"] for r in rows):
        return "The missions 13–50 run: " + footer.replace("all missions: ", "")
    return footer[0].upper() + footer[1:]


def settings_flags(path):
    header, _, _ = read(path)
    def field(pattern, default):
        m = re.search(pattern, header)
        return m.group(1) if m else default
    players, deals = field(r"players (\d+)", "4"), field(r"deals (\d+)", "1000")
    nodes, threads = field(r"max nodes (\d+)", "20000000"), field(r"threads (\d+)", "1")
    flags = f"--players {players} --deals {deals} --max-nodes {nodes} --threads {threads}"
    if "first trick" in header:
        flags += " --from first-trick"
    return flags


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
