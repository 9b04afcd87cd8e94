"""The deployment configuration: file, environment and flags, and what the CLI and server build from it."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from credo import InvalidInput, RecallWeights
from credo.cli import main
from credo.config import Config, build_memory, intervals, keys, load

EXAMPLE = Path(__file__).resolve().parents[1] / "credo.example.toml"


@pytest.fixture
def toml(tmp_path):
    def write(text: str, name: str = "credo.toml") -> str:
        path = tmp_path / name
        path.write_text(text)
        return str(path)

    return write


@pytest.fixture
def cli(monkeypatch, capsys, tmp_path):
    """Run the CLI in-process with a clean CREDO_* environment; returns (exit code, stdout, stderr)."""
    import os

    for name in [n for n in os.environ if n.startswith("CREDO_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("CREDO_DB", str(tmp_path / "cli.db"))

    def run(*args: str, **env: str):
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        code = main(list(args))
        out, err = capsys.readouterr()
        return code, out, err

    return run


# -- where each value comes from ----------------------------------------------------------


def test_a_flag_beats_the_environment_which_beats_the_file_which_beats_the_default(toml):
    path = toml('[store]\ndb = "file.db"\ntenant = "acme"\n[decay]\nlam = 0.03\nboost_cap = 4\n')
    loaded = load(path, env={"CREDO_DB": "env.db", "CREDO_DECAY_LAM": "0.04"}, flags={"store.db": "flag.db"})
    config = loaded.config
    assert (config.store.db, config.decay.lam, config.store.tenant, config.decay.boost_cap) == ("flag.db", 0.04,
                                                                                                "acme", 4)
    assert config.decay.policy == "recall" and loaded.sources["decay.policy"] == "default"
    assert loaded.sources["store.db"] == "flag --db"
    assert loaded.sources["decay.lam"] == "env CREDO_DECAY_LAM"
    assert loaded.sources["store.tenant"] == f"file {path}"


def test_the_config_file_can_come_from_the_environment(toml):
    path = toml('[server]\nport = 9000\n')
    assert load(env={"CREDO_CONFIG": path}).config.server.port == 9000


def test_environment_values_are_parsed_like_the_file_would_have_them():
    loaded = load(env={"CREDO_SERVER_ALLOWED_HOSTS": "memory.example.com, api.example.com",
                       "CREDO_SERVER_REQUIRE_KEYS": "true", "CREDO_SCHEDULER_CONSOLIDATE": "14d",
                       "CREDO_WRITE_MAX_LINKS": "7"})
    server = loaded.config.server
    assert server.allowed_hosts == ["memory.example.com", "api.example.com"] and server.require_keys is True
    assert loaded.config.scheduler.consolidate == 14 * 86400 and loaded.config.write.max_links == 7


def test_the_example_file_documents_every_key_at_its_default():
    loaded, text = load(EXAMPLE), EXAMPLE.read_text()
    unset = {key for key, source in loaded.sources.items() if source == "default"}
    assert unset == {"extractor.base_url", "extractor.model", "extractor.api_key_env"}  # no default: shown commented
    assert all(f"\n# {key.split('.')[1]} = " in text for key in unset)
    defaults = Config()
    for key in keys():
        section, name = key.split(".")
        assert loaded.value(key) == getattr(getattr(defaults, section), name), key


# -- bad input: one line naming the key, exit 2 ---------------------------------------------


@pytest.mark.parametrize(("text", "env", "named"), [
    ('[decay]\nlam = -1\n', {}, "decay.lam"),
    ('[extractor]\nmodle = "x"\n', {}, "extractor.modle"),
    ('[write]\nduplicate_cosine = "high"\n', {}, "write.duplicate_cosine"),
    ('[write]\nmerge_cosine = 1.5\n', {}, "write.merge_cosine"),
    ('', {"CREDO_SERVER_PORT": "eighty"}, "server.port"),
    ('[decay]\npolicy = "vibes"\n', {}, "decay.policy"),
    ('[scheduler]\ndecay = "sometimes"\n', {}, "scheduler.decay"),
    ('[extractor]\nprovider = "openai"\n', {}, "extractor.base_url"),
    ('[merger]\nkind = "llm"\n', {}, "merger.kind"),
    ('[extractor]\nprovider = "anthropic"\n', {}, "extractor.api_key_env"),
    ('[store\ndb = 1', {}, "not valid TOML"),
    ('[recall]\nrerank_depth = 500\n', {}, "recall.rerank_depth"),
    ('', {"CREDO_RERANK_DEPTH": "-1"}, "recall.rerank_depth"),
    ('', {"CREDO_RERANK": "sometimes"}, "recall.rerank"),
    ('[recall]\nweights = "loud"\n', {}, "recall.weights"),
])
def test_a_bad_configuration_exits_2_with_one_line_naming_the_key(cli, toml, text, env, named):
    code, out, err = cli("--config", toml(text), "config", "show", **env)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("credo: error: config: ") and named in err


def test_a_missing_config_file_is_bad_input_and_help_needs_no_valid_config(cli, tmp_path):
    code, _, err = cli("--config", str(tmp_path / "nowhere.toml"), "config", "show")
    assert code == 2 and "nowhere.toml" in err
    code, out, _ = cli("--help", CREDO_CONFIG=str(tmp_path / "nowhere.toml"))
    assert code == 0 and "--config" in out


def test_a_bad_flag_value_names_the_key_and_the_flag(cli):
    code, _, err = cli("--set", "recall.explore_margin=-0.5", "config", "show")
    assert code == 2 and "recall.explore_margin" in err and "--set" in err
    code, _, err = cli("--set", "nonsense", "config", "show")
    assert code == 2 and "KEY=VALUE" in err


# -- config show --------------------------------------------------------------------------


def test_config_show_prints_each_value_and_its_source(cli, toml):
    path = toml('[decay]\npolicy = "engram"\n')
    code, out, _ = cli("--config", path, "--tenant", "acme", "config", "show", "--json", CREDO_WRITE_MAX_LINKS="9")
    values = json.loads(out)["values"]
    assert code == 0 and set(values) == {*keys(), "extractor.api_key"}
    assert values["decay.policy"] == {"value": "engram", "source": f"file {path}"}
    assert values["store.tenant"] == {"value": "acme", "source": "flag --tenant"}
    assert values["write.max_links"] == {"value": 9, "source": "env CREDO_WRITE_MAX_LINKS"}
    assert values["decay.lam"] == {"value": 0.02, "source": "default"}
    code, text, _ = cli("--config", path, "config", "show")
    assert code == 0 and any(line.split()[:2] == ["decay.policy", "engram"] and line.endswith(f"file {path}")
                             for line in text.splitlines())


def test_an_api_key_never_goes_in_the_file_nor_on_the_screen(cli, toml):
    code, _, err = cli("--config", toml('[extractor]\napi_key = "sk-in-the-file"\n'), "config", "show")
    assert code == 2 and "api_key_env" in err and "sk-in-the-file" not in err
    path = toml('[extractor]\nprovider = "openai"\nbase_url = "http://llm.test/v1"\nmodel = "m"\n'
                'api_key_env = "LLM_KEY"\n', "llm.toml")
    for args in (("config", "show"), ("config", "show", "--json")):
        code, out, err = cli("--config", path, *args, LLM_KEY="sk-very-secret")
        assert code == 0 and "sk-very-secret" not in out + err
        assert "set via $LLM_KEY" in out


# -- what the configuration builds ----------------------------------------------------------


def test_each_section_reaches_the_memory_it_builds(toml, tmp_path, embedder):
    from credo.llm.fallback import FallbackExtractor
    from credo.llm.openai import OpenAIExtractor
    from credo.manage.consolidate import LLMMerger

    path = toml(f'[store]\ndb = "{tmp_path / "built.db"}"\ntenant = "acme"\n'
                '[extractor]\nprovider = "openai"\nbase_url = "http://llm.test/v1"\nmodel = "qwen2.5:3b"\n'
                'api_key_env = "LLM_KEY"\ntimeout = 5\nfallback = true\n'
                '[merger]\nkind = "llm"\n'
                '[decay]\npolicy = "recall"\nlam = 0.05\nboost_cap = 4\n'
                '[write]\nduplicate_cosine = 0.97\nmax_links = 4\n'
                '[recall]\nweights = "conversations"\nexplore_margin = 0.01\n')
    memory = build_memory(load(path, env={"LLM_KEY": "sk-x"}), embedder=embedder)
    try:
        assert isinstance(memory.extractor, FallbackExtractor) and memory.extractor.enabled
        model = memory.extractor.primary
        assert isinstance(model, OpenAIExtractor) and model.name == "openai:qwen2.5:3b"
        assert model.url == "http://llm.test/v1/chat/completions" and model._headers == {"Authorization": "Bearer sk-x"}
        assert isinstance(memory.merger, LLMMerger) and memory.merger.name == "openai:qwen2.5:3b"
        assert (memory.decay.name, memory.decay.lam, memory.decay.boost_cap) == ("recall", 0.05, 4)
        assert (memory.policy.duplicate_cosine, memory.policy.max_links) == (0.97, 4)
        assert memory.weights == dataclasses.replace(RecallWeights.conversations(), explore_margin=0.01)
        assert memory.tenant == "acme" and (tmp_path / "built.db").exists()
    finally:
        memory.close()


def test_an_anthropic_extractor_is_built_with_the_key_from_the_named_variable(toml, tmp_path, embedder):
    pytest.importorskip("anthropic")
    from credo.llm.anthropic import AnthropicExtractor

    path = toml(f'[store]\ndb = "{tmp_path / "claude.db"}"\n'
                '[extractor]\nprovider = "anthropic"\napi_key_env = "CLAUDE_KEY"\n')
    memory = build_memory(load(path, env={"CLAUDE_KEY": "sk-ant"}), embedder=embedder)
    try:
        # behind the offline reader's guard rails and fallback
        assert isinstance(memory.extractor.primary, AnthropicExtractor)
        assert memory.extractor.name == "anthropic:claude-haiku-4-5-20251001"
    finally:
        memory.close()
    with pytest.raises(InvalidInput, match=r"\$CLAUDE_KEY, which is not set"):
        build_memory(load(path, env={}), embedder=embedder)


def test_the_default_configuration_builds_the_offline_memory(tmp_path, embedder):
    from credo.manage.consolidate import ExtractiveMerger

    memory = build_memory(load(flags={"store.db": str(tmp_path / "plain.db")}), embedder=embedder)
    try:
        assert memory.extractor.name == "rules" and isinstance(memory.merger, ExtractiveMerger)
        assert memory.decay.name == "recall" and memory.policy.duplicate_cosine == 0.95
    finally:
        memory.close()


def test_the_rerank_settings_reach_the_memory_from_file_env_and_flags(toml, tmp_path, embedder):
    from credo.rerank import DEFAULT_RERANKER

    db = str(tmp_path / "rerank.db")
    path = toml('[recall]\nweights = "knowlyr"\nrerank_depth = 12\n')
    built = build_memory(load(path, flags={"store.db": db}), embedder=embedder)
    assert (built.reranker, built.rerank_depth) == (DEFAULT_RERANKER, 12)
    assert built.weights == RecallWeights.knowlyr() and not built.reranks  # Knowlyr's weights give rerank 0
    built.close()
    loaded = load(path, env={"CREDO_RERANK": "false", "CREDO_RERANK_DEPTH": "40"}, flags={"store.db": db})
    assert loaded.sources["recall.rerank"] == "env CREDO_RERANK"
    assert loaded.sources["recall.rerank_depth"] == "env CREDO_RERANK_DEPTH"
    built = build_memory(loaded, embedder=embedder)
    assert (built.reranker, built.rerank_depth) == (None, 40)
    built.close()


def test_the_rerank_flags_beat_the_environment_and_a_bad_depth_exits_2(cli):
    code, out, _ = cli("--no-rerank", "--rerank-depth", "5", "config", "show", "--json", CREDO_RERANK="true")
    values = json.loads(out)["values"]
    assert code == 0 and values["recall.rerank"] == {"value": False, "source": "flag --rerank/--no-rerank"}
    assert values["recall.rerank_depth"] == {"value": 5, "source": "flag --rerank-depth"}
    code, out, err = cli("--rerank-depth", "201", "config", "show")
    assert code == 2 and out == "" and "recall.rerank_depth" in err and "--rerank-depth" in err


def test_scheduler_intervals_reach_the_scheduler_and_0_disables_a_job(toml, mem, clock):
    config = load(toml('[scheduler]\ndecay = "2h"\nconsolidate = 0\nprobe = "90s"\n')).config
    scheduler = mem.scheduler(intervals(config))
    assert scheduler.intervals["decay"] == 7200 and scheduler.intervals["probe"] == 90
    mem.store("Ann likes tea", user="ann")
    ran = {report["task"] for report in scheduler.run_due()}
    assert "decay" in ran and "consolidate" not in ran
    assert set(intervals(load(env={"CREDO_SCHEDULER_ENABLED": "false"}).config).values()) == {0.0}


def test_serve_with_a_config_file_builds_the_app_it_describes(cli, toml, tmp_path, monkeypatch):
    from fastapi.testclient import TestClient

    import credo.server as server
    from credo.llm.openai import OpenAIExtractor
    from tests.conftest import LOCAL

    built, served = {}, {}
    real_create_app = server.create_app

    def create_app(memory, settings, **kw):
        built.update(memory=memory, settings=settings, app=real_create_app(memory, settings, **kw))
        return built["app"]

    monkeypatch.setattr(server, "create_app", create_app)
    monkeypatch.setattr(server, "exit_on_sigterm", lambda **kw: None)  # leave pytest's own signal handlers be
    def serve(self, sockets=None):  # the bound socket is what `credo serve` would listen on
        host, port = sockets[0].getsockname()[:2]
        served.update(app=self.config.app, host=host, port=port)

    monkeypatch.setattr("uvicorn.Server.run", serve)
    path = toml(f'[store]\ndb = "{tmp_path / "served.db"}"\n'
                '[extractor]\nprovider = "openai"\nbase_url = "http://localhost:11434/v1"\nmodel = "llama3"\n'
                '[server]\nport = 9123\nrequire_keys = true\n[scheduler]\nconsolidate = "14d"\nprobe = 0\n')
    code, _, err = cli("serve", "--config", path, "--port", "9124")
    assert code == 0, err
    assert served["port"] == 9124 and served["host"] == "127.0.0.1" and served["app"] is built["app"]
    model = built["memory"].extractor.primary  # behind the offline reader's guard rails and fallback
    assert isinstance(model, OpenAIExtractor) and model.model == "llama3"
    settings = built["settings"]
    assert settings.require_keys and settings.intervals["consolidate"] == 14 * 86400 and settings.intervals[
        "probe"] == 0
    health = TestClient(built["app"], base_url=LOCAL).get("/health").json()
    assert health["auth"] == "keys"


@pytest.fixture
def chat_server():
    """A tiny OpenAI-compatible server on a free loopback port; yields (base_url, the requests it got)."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    answer = {"memories": [{"text": "User prefers Python for backend work.", "kind": "preference",
                            "topic": "tech", "importance": 0.8, "confidence": 0.9, "entity": "user",
                            "attribute": "preferred_language", "value": "Python", "reason": "stated preference"}],
              "skipped": []}
    seen: list[dict] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            seen.append({"path": self.path, "auth": self.headers.get("authorization"),
                         "body": json.loads(self.rfile.read(int(self.headers["content-length"])))})
            body = json.dumps({"choices": [{"message": {"content": json.dumps(answer)},
                                            "finish_reason": "stop"}]}).encode()
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1", seen
    server.shutdown()
    thread.join()


def test_remember_extracts_through_the_model_the_config_names(cli, toml, chat_server):
    base_url, seen = chat_server
    path = toml(f'[extractor]\nprovider = "openai"\nbase_url = "{base_url}"\nmodel = "tiny"\n'
                'api_key_env = "LLM_KEY"\n')
    code, out, err = cli("--config", path, "remember", "I mostly write Python on the backend", "--user", "ann",
                         "--json", LLM_KEY="sk-local")
    assert code == 0, err
    stored = json.loads(out)["stored"]
    assert [(m["text"], m["extractor"]) for m in stored] == [("User prefers Python for backend work.", "openai:tiny")]
    assert [(r["path"], r["auth"], r["body"]["model"]) for r in seen] == [("/v1/chat/completions",
                                                                           "Bearer sk-local", "tiny")]


def test_config_show_hides_a_database_urls_password():
    rows = {r["key"]: r["value"] for r in load(env={}, flags={"store.db": "postgresql://credo:s3cret@db/credo"}).show()}
    assert rows["store.db"] == "postgresql://credo:***@db/credo"
