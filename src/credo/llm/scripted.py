"""Deterministic fakes for tests: a model and an extractor that replay scripted answers.

Two levels, for two kinds of test:

* :class:`ScriptedExtractor` replays whole :class:`Extraction` results, for
  tests of code that *uses* an extractor (the write pipeline, your agent).
* :class:`ScriptedLLM` replays raw model answers underneath a real provider --
  as an Anthropic client (:meth:`ScriptedLLM.anthropic_client`) or as an
  ``httpx`` transport for :class:`~credo.llm.openai.OpenAIExtractor`
  (:meth:`ScriptedLLM.openai_transport`) -- so parsing, retries and error
  handling run for real. It records every request it was sent.

Both raise :class:`AssertionError` when asked for more answers than scripted:
a test that makes an unexpected extra call should fail loudly.

>>> from credo.models import Kind
>>> fake = ScriptedExtractor([[Candidate("User likes tea.", Kind.PREFERENCE, None, 0.6, 0.9,
...                                      "user", "drink", "tea")]])
>>> fake.extract("I like tea").candidates[0].value
'tea'
>>> fake.calls
[('I like tea', <Source.USER: 'user'>)]
"""

from __future__ import annotations

import copy
import json
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Union

from ..models import Source
from .base import Candidate, Extraction

#: A scripted model answer: text (sent verbatim), a dict (sent as the model's
#: JSON / tool input) or an exception (raised instead of answering).
Answer = Union[str, dict, BaseException]


class ScriptedLLM:
    """A fake chat model: answers requests with scripted answers, in order.

    >>> llm = ScriptedLLM(["not json", {"memories": [], "skipped": []}])
    >>> llm.next_answer({"messages": []})
    'not json'
    >>> llm.remaining, len(llm.requests)
    (1, 1)
    """

    def __init__(self, answers: Iterable[Answer]) -> None:
        self._answers: deque[Answer] = deque(answers)
        self.requests: list[dict[str, Any]] = []

    @property
    def remaining(self) -> int:
        """How many scripted answers are still unused."""
        return len(self._answers)

    def next_answer(self, request: dict[str, Any]) -> str | dict:
        """Record ``request`` (a deep copy) and return, or raise, the next scripted answer."""
        self.requests.append(copy.deepcopy(request))
        if not self._answers:
            raise AssertionError(f"ScriptedLLM has no answer left for request #{len(self.requests)}")
        answer = self._answers.popleft()
        if isinstance(answer, BaseException):
            raise answer
        return answer

    def anthropic_client(self) -> _AnthropicClient:
        """An object with ``messages.create(**kwargs)`` shaped like ``anthropic.Anthropic``.

        A dict answer becomes a ``tool_use`` block (what a forced tool call
        returns); a string becomes a ``text`` block.
        """
        return _AnthropicClient(self)

    def openai_transport(self) -> Any:
        """An ``httpx.MockTransport`` answering ``/chat/completions`` like an OpenAI server.

        A dict answer is sent as JSON text in ``choices[0].message.content``;
        an ``httpx.Response`` answer is returned as it is (for HTTP errors).

        >>> import httpx
        >>> from credo.llm.openai import OpenAIExtractor
        >>> llm = ScriptedLLM([{"memories": [], "skipped": []}])
        >>> client = httpx.Client(transport=llm.openai_transport())
        >>> OpenAIExtractor("http://fake/v1", "m", client=client).extract("Hi!").candidates
        []
        """
        import httpx  # only the OpenAI-compatible extractor needs it

        def handle(request: httpx.Request) -> httpx.Response:
            answer = self.next_answer(json.loads(request.content))
            if isinstance(answer, httpx.Response):
                return answer
            content = answer if isinstance(answer, str) else json.dumps(answer)
            return httpx.Response(200, json={"choices": [{
                "index": 0, "finish_reason": "stop",
                "message": {"role": "assistant", "content": content}}]})

        return httpx.MockTransport(handle)


@dataclass
class _Block:
    type: str
    text: str = ""
    id: str = ""
    name: str = ""
    input: Any = None


@dataclass
class _Message:
    content: list[_Block]
    stop_reason: str = "end_turn"


class _AnthropicClient:
    def __init__(self, llm: ScriptedLLM) -> None:
        self.llm = llm
        self.messages = self  # so that client.messages.create(...) reads like the SDK

    def create(self, **request: Any) -> _Message:
        answer = self.llm.next_answer(request)
        if isinstance(answer, str):
            return _Message([_Block("text", text=answer)])
        name = request.get("tool_choice", {}).get("name", "tool")
        block = _Block("tool_use", id=f"toolu_{len(self.llm.requests):02d}", name=name, input=answer)
        return _Message([block], stop_reason="tool_use")


Result = Union[Extraction, Sequence[Candidate], BaseException]


class ScriptedExtractor:
    """An extractor that replays scripted results, one per call, and records its calls.

    Each scripted item is an :class:`Extraction`, a list of candidates (wrapped
    in one), or an exception to raise -- e.g. ``ExtractionFailed`` to test
    what your code does when extraction fails.

    >>> from credo.errors import ExtractionFailed
    >>> fake = ScriptedExtractor([ExtractionFailed("bad", raw="{")])
    >>> try:
    ...     fake.extract("hello")
    ... except ExtractionFailed as exc:
    ...     exc.raw
    '{'
    """

    name = "scripted"
    version = "scripted-1"

    def __init__(self, results: Iterable[Result]) -> None:
        self._results: deque[Result] = deque(results)
        self.calls: list[tuple[str, Source]] = []

    def extract(self, text: str, *, speaker: Source = Source.USER) -> Extraction:
        """Return (or raise) the next scripted result."""
        self.calls.append((text, speaker))
        if not self._results:
            raise AssertionError(f"ScriptedExtractor has no result left for call #{len(self.calls)}")
        result = self._results.popleft()
        if isinstance(result, BaseException):
            raise result
        if isinstance(result, Extraction):
            return result
        return Extraction(list(result), [], self.name, self.version)
