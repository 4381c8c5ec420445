"""Apache Otava's own change points, for test/unit/history/otava-parity.test.ts.

Reads one JSON object on stdin, a list of runs, each with its analysis options (absent: Otava's
defaults), the series to analyse and the CSV files to import and analyse:
  {"runs": [{"options": {"window_len": 50, "max_pvalue": 0.001, "min_magnitude": 0.0},
             "series": {"<name>": [<number>, ...], ...},
             "csv": [{"name": "<name>", "file": "<path>", "metrics": ["<column>", ...]}, ...]},
            ...]}
and prints one JSON object on stdout, the runs' results in the same order:
  {"otava": "<version>",
   "runs": [{"series": {"<name>": [<change point>, ...]},
             "csv": {"<name>": {"commits": [...], "times": [...], "values": {...},
                                "change_points": {"<metric>": [<change point>, ...]}}}},
            ...]}
where a change point is {"index", "pvalue", "magnitude", "forward_change_percent"}. One process
for every run: importing numpy and scipy is most of its time.

Each series goes through Otava's own analysis (otava.series.Series.analyze, what `otava analyze`
runs); each CSV file through Otava's own CSV importer first, with the time column `time` and the
attribute `commit`, as a user's otava.yaml would name them. Run with the venv that
scripts/provision installs (~/.cache/perf-gate/otava/bin/python).
"""

import json
import sys
from datetime import datetime, timezone
from importlib.metadata import version

from otava.csv_options import CsvOptions
from otava.data_selector import DataSelector
from otava.importer import CsvImporter
from otava.series import AnalysisOptions, Metric, Series
from otava.test_config import CsvMetric, CsvTestConfig


def analysis_options(given):
    options = AnalysisOptions()
    options.window_len = given.get("window_len", options.window_len)
    options.max_pvalue = given.get("max_pvalue", options.max_pvalue)
    options.min_magnitude = given.get("min_magnitude", options.min_magnitude)
    return options


def change_points(analyzed, metric):
    return [
        {
            "index": int(cp.index),
            "pvalue": float(cp.stats.pvalue),
            "magnitude": float(cp.magnitude()),
            "forward_change_percent": float(cp.forward_change_percent()),
        }
        for cp in analyzed.change_points[metric]
    ]


def analyze_values(name, values, options):
    series = Series(
        name,
        branch=None,
        time=list(range(len(values))),
        metrics={"value": Metric()},
        data={"value": [float(v) for v in values]},
        attributes={},
    )
    return change_points(series.analyze(options), "value")


def analyze_csv(entry, options):
    config = CsvTestConfig(
        entry["name"],
        entry["file"],
        csv_options=CsvOptions(),
        time_column="time",
        metrics=[CsvMetric(m, 1, 1.0, m) for m in entry["metrics"]],
        attributes=["commit"],
    )
    selector = DataSelector()
    selector.since_time = datetime(1970, 1, 2, tzinfo=timezone.utc)
    selector.until_time = datetime(9999, 1, 1, tzinfo=timezone.utc)
    series = CsvImporter().fetch_data(config, selector)
    analyzed = series.analyze(options)
    return {
        "commits": series.attributes.get("commit", []),
        "times": series.time,
        "values": series.data,
        "change_points": {m: change_points(analyzed, m) for m in entry["metrics"]},
    }


def run(given):
    options = analysis_options(given.get("options", {}))
    return {
        "series": {
            name: analyze_values(name, values, options)
            for name, values in given.get("series", {}).items()
        },
        "csv": {entry["name"]: analyze_csv(entry, options) for entry in given.get("csv", [])},
    }


def main():
    request = json.load(sys.stdin)
    json.dump({"otava": version("apache-otava"), "runs": [run(r) for r in request["runs"]]}, sys.stdout)


if __name__ == "__main__":
    main()
