"""Extraction through any OpenAI-compatible chat server: OpenAI, Ollama, vLLM, llama.cpp.

Why plain ``httpx`` and not the ``openai`` package: the whole job is one POST to
``/chat/completions``; the ``openai`` client reads ``OPENAI_API_KEY``,
``OPENAI_BASE_URL``, ``OPENAI_ORG_ID`` and ``OPENAI_PROJECT_ID`` from the
environment whenever an argument is left out, which credo promises never to
do; it retries HTTP errors on its own schedule on top of ours; and "OpenAI-
compatible" servers are compatible at the HTTP level, not with every SDK
release. With ``httpx`` the request is visible in one function, and tests can
pass ``httpx.Client(transport=httpx.MockTransport(...))`` as ``client=``.

The answer is constrained by the extraction prompt's JSON schema. Two dialects:

* ``schema_mode="json_schema"`` (default): OpenAI structured outputs,
  ``{"type": "json_schema", "json_schema": {"name", "schema", "strict"}}`` --
  OpenAI, vLLM, Ollama and llama.cpp's own ``llama-server``.
* ``schema_mode="json_object"``: ``{"type": "json_object", "schema": ...}``, the
  only form ``llama-cpp-python``'s server accepts (it rejects ``json_schema``).

>>> import httpx
>>> def server(request):
...     answer = '{"memories": [], "skipped": [{"text": "Thanks!", "reason": "pleasantry"}]}'
...     return httpx.Response(200, json={"choices": [{"message": {"content": answer},
...                                                   "finish_reason": "stop"}]})
>>> extractor = OpenAIExtractor("http://llm.test/v1", "tiny",
...                             client=httpx.Client(transport=httpx.MockTransport(server)))
>>> extractor.extract("Thanks!").skipped
[('Thanks!', 'pleasantry')]
"""

from __future__ import annotations

from typing import Any, Literal

import httpx

from ..errors import InvalidInput, ProviderError
from ..prompts import extract as prompt
from .retry import Clock, Message, ModelExtractor, Reply

SchemaMode = Literal["json_schema", "json_object"]

#: Seconds to wait for one answer; local CPU models can be slow on a long turn.
DEFAULT_TIMEOUT = 60.0
#: Room for five memories plus the skipped list, with margin.
DEFAULT_MAX_TOKENS = 1024


class OpenAIExtractor(ModelExtractor):
    """Extract memories with a model behind an OpenAI-compatible ``/chat/completions``.

    ``base_url`` includes the API prefix (``http://localhost:11434/v1``,
    ``https://api.openai.com/v1``). ``api_key`` is sent as a bearer token when
    given; local servers need none. ``max_retries`` re-asks after an invalid
    answer; HTTP and network errors raise :class:`ProviderError` at once. Pass
    ``client=`` to reuse or fake the HTTP client (you then own closing it).

    >>> OpenAIExtractor("http://localhost:8080/v1", "qwen2.5:3b").name
    'openai:qwen2.5:3b'
    """

    def __init__(self, base_url: str, model: str, api_key: str | None = None, *,
                 timeout: float = DEFAULT_TIMEOUT, max_retries: int = 2,
                 client: httpx.Client | None = None, schema_mode: SchemaMode = "json_schema",
                 max_tokens: int | None = DEFAULT_MAX_TOKENS, temperature: float = 0.0,
                 clock: Clock | None = None) -> None:
        super().__init__(max_retries=max_retries, clock=clock)
        if schema_mode not in ("json_schema", "json_object"):
            raise InvalidInput(f"schema_mode must be 'json_schema' or 'json_object', got {schema_mode!r}")
        self.name = f"openai:{model}"
        self.model = model
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.schema_mode = schema_mode
        self.max_tokens = max_tokens
        self.temperature = temperature
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._owns_client = client is None
        self._client = httpx.Client(timeout=timeout) if client is None else client

    def close(self) -> None:
        """Close the HTTP client if this extractor created it."""
        if self._owns_client:
            self._client.close()

    def __enter__(self) -> OpenAIExtractor:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def request_body(self, messages: list[Message]) -> dict[str, Any]:
        """The JSON body of one ``/chat/completions`` call (public so it can be inspected).

        >>> body = OpenAIExtractor("http://x/v1", "m").request_body([])
        >>> body["response_format"]["type"], body["response_format"]["json_schema"]["strict"]
        ('json_schema', True)
        """
        body: dict[str, Any] = {"model": self.model, "messages": messages,
                                "temperature": self.temperature,
                                "response_format": self._response_format()}
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        return body

    def _response_format(self) -> dict[str, Any]:
        schema = prompt.json_schema()
        if self.schema_mode == "json_object":
            return {"type": "json_object", "schema": schema}
        return {"type": "json_schema",
                "json_schema": {"name": "memories", "schema": schema, "strict": True}}

    def complete(self, messages: list[Message]) -> str:
        """The model's plain-text answer to chat ``messages`` (no schema): what an LLM merger asks.

        >>> import httpx
        >>> reply = {"choices": [{"message": {"content": "Ann likes tea."}, "finish_reason": "stop"}]}
        >>> fake = httpx.Client(transport=httpx.MockTransport(lambda request: httpx.Response(200, json=reply)))
        >>> OpenAIExtractor("http://llm.test/v1", "tiny", client=fake).complete([{"role": "user", "content": "hi"}])
        'Ann likes tea.'
        """
        body = {"model": self.model, "messages": messages, "temperature": self.temperature}
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        return self._post(body)["message"].get("content") or ""

    def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        try:
            response = self._client.post(self.url, json=body, headers=self._headers)
        except httpx.HTTPError as exc:
            raise ProviderError(f"{self.url}: {type(exc).__name__}: {exc}") from exc
        if response.is_error:
            raise ProviderError(f"{self.url} answered HTTP {response.status_code}: {response.text[:300]}",
                                status=response.status_code, raw=response.text)
        return _first_choice(response, self.url)

    def _send(self, messages: list[Message]) -> Reply:
        choice = self._post(self.request_body(messages))
        content = choice["message"].get("content") or choice["message"].get("refusal") or ""
        return Reply(raw=content, turn=[{"role": "assistant", "content": content}],
                     truncated=choice.get("finish_reason") == "length")


def _first_choice(response: httpx.Response, url: str) -> dict[str, Any]:
    # A body without choices[0].message means the server is not OpenAI-compatible
    # (or a proxy answered): a provider problem, not a bad model answer to retry.
    try:
        choice = response.json()["choices"][0]
        if not isinstance(choice["message"], dict):
            raise TypeError("message is not an object")
        return choice
    except (ValueError, LookupError, TypeError) as exc:
        raise ProviderError(f"{url} did not answer like a chat completion: {exc}",
                            status=response.status_code, raw=response.text) from exc
