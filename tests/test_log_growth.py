"""bench/log_growth.py, tiny: with pruning the logs stop growing; without it they keep growing."""

from __future__ import annotations

from credo.policies import PrunePolicy

from .conftest import load_bench

LOGS = ("access_log", "jobs", "audit_events")


def test_pruned_logs_stay_bounded_while_unpruned_ones_grow(tmp_path):
    bench = load_bench("log_growth")
    policy = PrunePolicy(access_log_days=5, jobs_days=3, audit_days=10)
    volume = {"days": 40, "writes": 2, "jobs": 2, "recalls": 3, "feedback": 2, "every": 10, "policy": policy}
    pruned = bench.simulate(tmp_path / "p.db", prune=True, **volume)["monthly"]
    unpruned = bench.simulate(tmp_path / "u.db", prune=False, **volume)["monthly"]
    assert [s["day"] for s in pruned] == [0, 10, 20, 30, 40]

    def logs(sample):
        return sum(sample["rows"][t] for t in LOGS)

    assert logs(unpruned[-1]) > logs(unpruned[2]) > logs(unpruned[1])       # grows without bound
    assert logs(pruned[-1]) <= logs(pruned[3]) * 1.2                       # flat once the retentions are reached
    assert pruned[-1]["rows"]["access_log"] <= 3 * 10 * (5 + 1)             # recalls x hits x days kept
    assert logs(pruned[-1]) < logs(unpruned[-1]) / 2
    assert pruned[-1]["rows"]["audit_checkpoints"] > 0
    assert pruned[-1]["rows"]["memories"] == unpruned[-1]["rows"]["memories"]  # memories are never pruned
    assert pruned[-1]["used_bytes"] < unpruned[-1]["used_bytes"]
