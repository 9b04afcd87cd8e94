"""Ask, parse, and on a bad answer ask again with the error: the one retry loop.

Every model-backed extractor (OpenAI-compatible, Anthropic) differs only in how
it sends a conversation and how it phrases "that answer was wrong" in its own
message format. Everything else -- rendering the prompt, parsing, retrying,
giving up with the raw answer kept -- lives here, once, in
:func:`ask_until_valid` and :class:`ModelExtractor`.

>>> answers = iter(['not json', '{"memories": [], "skipped": []}'])
>>> send = lambda messages: Reply(raw=next(answers), turn=[])
>>> correct = lambda reply, error: [{"role": "user", "content": error}]
>>> response, attempts = ask_until_valid(send, [], correct, max_retries=1)
>>> response.memories, attempts
([], 2)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from pydantic import ValidationError

from ..errors import ExtractionFailed, InvalidInput
from ..models import Kind, Source
from ..prompts import extract as prompt
from .base import Candidate, Extraction

Message = dict[str, Any]
Clock = Callable[[], datetime]


@dataclass
class Reply:
    """One answer from a model.

    ``raw`` is the answer as text (what gets parsed, and kept if it never
    parses); ``turn`` is the message(s) that put this answer into the
    conversation before a correction; ``truncated`` says the model hit its
    token limit; ``call_id`` is a provider's id for the answer (Anthropic's
    tool_use id) that its correction must refer to.
    """

    raw: str
    turn: list[Message] = field(default_factory=list)
    truncated: bool = False
    call_id: str | None = None


Send = Callable[[list[Message]], Reply]
Correct = Callable[[Reply, str], list[Message]]


def ask_until_valid(send: Send, messages: list[Message], correct: Correct, *,
                    max_retries: int) -> tuple[prompt.ExtractionResponse, int]:
    """Send ``messages``; while the answer does not parse, append it and the error, and resend.

    Returns the parsed response and how many answers it took. After
    ``1 + max_retries`` bad answers, raises :class:`ExtractionFailed` carrying
    the last raw answer -- never an empty result, which would look like "nothing
    worth remembering". Provider errors (:class:`ProviderError`) pass through
    untouched: re-asking does not fix a network.
    """
    conversation, attempt = list(messages), 0
    while True:
        attempt += 1
        reply = send(conversation)
        try:
            return prompt.ExtractionResponse.model_validate_json(reply.raw), attempt
        except ValidationError as exc:
            error = describe(exc, truncated=reply.truncated)
            if attempt > max_retries:
                raise ExtractionFailed(f"no valid answer after {attempt} attempts: {error}",
                                       raw=reply.raw, attempts=attempt) from exc
        conversation += reply.turn + correct(reply, error)


def describe(exc: ValidationError, *, truncated: bool = False, limit: int = 3) -> str:
    """A short, model-readable account of why an answer did not parse.

    >>> try:
    ...     prompt.ExtractionResponse.model_validate_json('{"memories": [{"text": "x"}]}')
    ... except ValidationError as exc:
    ...     print(describe(exc, limit=1))
    memories.0.kind: Field required (and 2 more problems)
    """
    errors = exc.errors(include_url=False)
    parts = [f"{'.'.join(str(p) for p in e['loc']) or 'answer'}: {e['msg']}" for e in errors[:limit]]
    text = "; ".join(parts)
    if len(errors) > limit:
        text += f" (and {len(errors) - limit} more problems)"
    if truncated:
        text = "the answer was cut off at the token limit, so keep it shorter; " + text
    return text


def to_extraction(response: prompt.ExtractionResponse, *, extractor: str,
                  prompt_version: str = prompt.VERSION) -> Extraction:
    """Turn a parsed answer into credo's :class:`Extraction`.

    >>> r = prompt.ExtractionResponse.model_validate({"memories": [{"text": "User uses vim.",
    ...     "kind": "preference", "importance": 0.7, "confidence": 0.9,
    ...     "entity": "user", "attribute": "editor", "value": "vim"}]})
    >>> to_extraction(r, extractor="demo").candidates[0].kind
    <Kind.PREFERENCE: 'preference'>
    """
    candidates = [
        Candidate(text=m.text, kind=Kind.parse(m.kind), topic=m.topic, importance=m.importance,
                  confidence=m.confidence, entity=m.entity, attribute=m.attribute, value=m.value,
                  reason=m.reason)
        for m in response.memories
    ]
    skipped = [(s.text, s.reason) for s in response.skipped]
    return Extraction(candidates=candidates, skipped=skipped, extractor=extractor,
                      prompt_version=prompt_version)


def utc_now() -> datetime:
    """The default clock: an aware UTC datetime."""
    return datetime.now(timezone.utc)


class ModelExtractor:
    """Base for extractors backed by a chat model: subclasses implement :meth:`_send`.

    A subclass sets ``name`` and may override :meth:`_correct` when its API
    has its own way to say "that answer was wrong" (Anthropic's tool_result).
    ``max_retries`` counts re-asks after an invalid answer, so a call makes at
    most ``1 + max_retries`` requests.
    """

    name = "model"
    version = prompt.VERSION

    def __init__(self, *, max_retries: int = 2, clock: Clock | None = None) -> None:
        if max_retries < 0:
            raise InvalidInput(f"max_retries must be >= 0, got {max_retries}")
        self.max_retries = max_retries
        self._clock = clock or utc_now

    def extract(self, text: str, *, speaker: Source = Source.USER,
                topic_hint: str | None = None) -> Extraction:
        """Ask the model for the memories in ``text``; see :func:`ask_until_valid` for failures."""
        if not text.strip():  # nothing to ask about: no call, and say why
            return Extraction([], [(text, "blank text")], self.name, self.version)
        messages = prompt.render(text, speaker=Source.parse(speaker).value, topic_hint=topic_hint,
                                 today=self._clock().date())
        response, _ = ask_until_valid(self._send, messages, self._correct, max_retries=self.max_retries)
        return to_extraction(response, extractor=self.name, prompt_version=self.version)

    def _send(self, messages: list[Message]) -> Reply:
        raise NotImplementedError

    def _correct(self, reply: Reply, error: str) -> list[Message]:
        return [{"role": "user", "content": prompt.render_correction(error)}]
