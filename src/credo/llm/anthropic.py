"""Extraction with Anthropic's Messages API, through the official ``anthropic`` package.

The answer comes back as a forced tool call: the model must "call"
``record_memories`` whose ``input_schema`` is the extraction prompt's JSON
schema, so the API hands back an already-decoded object. An answer that does
not validate is sent back as an ``is_error`` tool_result carrying the parse
error -- the API's own way to say "try again" -- and the shared retry loop
(:mod:`credo.llm.retry`) decides when to give up.

credo reads no environment variables: ``api_key`` and ``base_url`` are passed
to the SDK explicitly, so it does not consult ``ANTHROPIC_API_KEY`` or
``ANTHROPIC_BASE_URL`` either. Pass ``client=`` to use your own configured
client, or a fake such as :meth:`credo.llm.scripted.ScriptedLLM.anthropic_client`.

>>> from credo.llm.scripted import ScriptedLLM
>>> llm = ScriptedLLM([{"memories": [], "skipped": []}])
>>> AnthropicExtractor(client=llm.anthropic_client()).extract("Thanks!").candidates
[]
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import InvalidInput, ProviderError
from ..prompts import extract as prompt
from .retry import Clock, Message, ModelExtractor, Reply

try:  # the SDK is an extra; a fake client= works without it
    import anthropic as _sdk

    _SDK_ERRORS: tuple[type[Exception], ...] = (_sdk.APIError,)
except ImportError:  # pragma: no cover - exercised only where the extra is missing
    _sdk = None  # type: ignore[assignment]  # the optional extra is missing: _build_client says so
    _SDK_ERRORS = ()

DEFAULT_MODEL = "claude-haiku-4-5-20251001"
DEFAULT_BASE_URL = "https://api.anthropic.com"
TOOL_NAME = "record_memories"


def tool() -> dict[str, Any]:
    """The tool definition whose input is the extraction answer.

    >>> tool()["input_schema"]["required"]
    ['memories', 'skipped']
    """
    return {"name": TOOL_NAME,
            "description": "Record the memories worth keeping from the turn (possibly none).",
            "input_schema": prompt.json_schema()}


class AnthropicExtractor(ModelExtractor):
    """Extract memories with a Claude model (seed 001 runs Haiku, the default here).

    Without ``client=``, ``api_key`` is required and an ``anthropic.Anthropic``
    client is built with ``base_url``, ``timeout`` and ``http_retries`` (the
    SDK's own retries of 429/5xx/connection errors). ``max_retries`` re-asks
    after an invalid answer. SDK errors become :class:`ProviderError`.

    >>> from credo.llm.scripted import ScriptedLLM
    >>> AnthropicExtractor(client=ScriptedLLM([]).anthropic_client()).name
    'anthropic:claude-haiku-4-5-20251001'
    """

    def __init__(self, model: str = DEFAULT_MODEL, api_key: str | None = None, *,
                 client: Any = None, base_url: str = DEFAULT_BASE_URL, timeout: float = 60.0,
                 max_retries: int = 2, http_retries: int = 2, max_tokens: int = 1024,
                 clock: Clock | None = None) -> None:
        super().__init__(max_retries=max_retries, clock=clock)
        self.name = f"anthropic:{model}"
        self.model = model
        self.max_tokens = max_tokens
        self._client = _build_client(api_key, base_url, timeout, http_retries) if client is None else client

    def _send(self, messages: list[Message]) -> Reply:
        system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
        chat = [m for m in messages if m["role"] != "system"]
        try:
            answer = self._client.messages.create(
                # No temperature: recent SDKs dropped it from Messages.create, and
                # the forced tool call already pins the answer's shape.
                model=self.model, max_tokens=self.max_tokens, system=system, messages=chat, tools=[tool()],
                tool_choice={"type": "tool", "name": TOOL_NAME})
        except _SDK_ERRORS as exc:
            raise _provider_error(exc) from exc
        return _reply(answer)

    def complete(self, messages: list[Message]) -> str:
        """The model's plain-text answer to chat ``messages`` (no tool): what an LLM merger asks."""
        system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
        try:
            answer = self._client.messages.create(model=self.model, max_tokens=self.max_tokens, system=system,
                                                  messages=[m for m in messages if m["role"] != "system"])
        except _SDK_ERRORS as exc:
            raise _provider_error(exc) from exc
        return "".join(getattr(block, "text", "") for block in answer.content)

    def _correct(self, reply: Reply, error: str) -> list[Message]:
        if reply.call_id is None:  # the model wrote text instead of calling the tool
            return super()._correct(reply, error)
        return [{"role": "user", "content": [{"type": "tool_result", "tool_use_id": reply.call_id,
                                              "is_error": True,
                                              "content": prompt.render_correction(error)}]}]


def _build_client(api_key: str | None, base_url: str, timeout: float, retries: int) -> Any:
    if _sdk is None:
        raise ProviderError("the anthropic package is not installed: pip install 'credo[anthropic]'")
    if not api_key:
        raise InvalidInput("api_key is required (credo does not read ANTHROPIC_API_KEY; pass it in)")
    return _sdk.Anthropic(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=retries)


def _reply(answer: Any) -> Reply:
    """Read a Messages API answer: the tool call's input, else whatever text came back."""
    truncated = getattr(answer, "stop_reason", None) == "max_tokens"
    for block in answer.content:
        if block.type == "tool_use":
            turn = {"role": "assistant", "content": [
                {"type": "tool_use", "id": block.id, "name": block.name, "input": block.input}]}
            return Reply(raw=json.dumps(block.input), turn=[turn], truncated=truncated, call_id=block.id)
    text = "".join(getattr(block, "text", "") for block in answer.content)
    return Reply(raw=text, turn=[{"role": "assistant", "content": text or "(no answer)"}],
                 truncated=truncated)


def _provider_error(exc: Exception) -> ProviderError:
    status = getattr(exc, "status_code", None)
    response = getattr(exc, "response", None)
    raw = response.text if status is not None and response is not None else ""
    return ProviderError(f"anthropic: {type(exc).__name__}: {exc}", status=status, raw=raw)
