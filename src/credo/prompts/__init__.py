"""Prompts, one module each: a pure ``render`` function, its response model, a ``VERSION``.

A prompt is code: it is versioned (the version is stored on every memory it
produced, as ``prompt_version``), rendered by a pure function whose inputs --
today's date included -- are all arguments, and paired with the pydantic model
that parses its answer. Changing a prompt's wording means bumping its version.

* :mod:`credo.prompts.extract` -- seed 001's extraction prompt (``extract-1``).
* :mod:`credo.prompts.bridge` -- confirming a cross-domain bridge (``bridge-1``).
* :mod:`credo.prompts.consolidation` -- agentmemory's semantic-fact and procedure prompts
  (``semantic-1``, ``procedural-1``).
"""
