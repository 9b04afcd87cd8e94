"""The peer-card prompt: an entity's memories in, short cited lines of prose out.

The model sees only what credo believes now about the entity (never contested
values: those are shown as contested by :mod:`credo.manage.cards` itself), each
memory with its id, and answers with JSON lines that each cite the ids they
come from. What comes back is checked there, line by line: a line citing an id
that is not among its sources, or saying a word its sources do not, is dropped.

>>> from datetime import date
>>> messages = render("ann", [("m1", "fact", "home city: Lisbon", "Ann lives in Lisbon")], today=date(2026, 1, 5))
>>> [m["role"] for m in messages]
['system', 'user']
>>> "[m1]" in messages[1]["content"]
True
>>> lines, malformed = parse('{"lines": [{"text": "Ann lives in Lisbon.", "memory_ids": ["m1"]}, {"text": ""}]}')
>>> lines[0].memory_ids, malformed
(['m1'], 1)
>>> parse("not json")
([], 0)
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from datetime import date

from pydantic import BaseModel, ConfigDict, Field, ValidationError

#: Stored nowhere but the docs and the card's writer name; bump it when the wording changes.
VERSION = "card-1"

#: At most this many lines are read from an answer: a card is a summary, not a transcript.
MAX_LINES = 40

SYSTEM = """\
You write a short card summarising what an AI agent's memory believes about one entity. \
Answer with one JSON object only: {"lines": [{"text": "...", "memory_ids": ["..."]}]}.

Rules:
- Each line is one short sentence in the third person, built from the words of the memories it cites.
- Each line cites, in "memory_ids", the ids (in square brackets below) of every memory it comes from, \
and only those.
- Add nothing: no claim, number, date, name or opinion that the cited memories do not state. \
Do not generalise, guess or give advice.
- Merge memories that say the same thing into one line; keep different claims on different lines.
- At most %d lines.""" % MAX_LINES


class CardLineAnswer(BaseModel):
    """One line the model wrote, with the ids it cites."""

    model_config = ConfigDict(defer_build=True)

    text: str = Field(min_length=1, max_length=500)
    memory_ids: list[str] = Field(min_length=1, max_length=50)


_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$")


def render(entity: str, memories: Sequence[tuple[str, str, str, str]], *, today: date) -> list[dict[str, str]]:
    """The prompt as chat messages (pure). ``memories``: (id, kind, attribute: value or "", text), oldest first."""
    listed = "\n".join(f"[{memory_id}] ({kind}{'; ' + pair if pair else ''}) {text}"
                       for memory_id, kind, pair, text in memories)
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": f"Today: {today.isoformat()}\nEntity: {entity}\n"
                                        f"Memories, oldest first:\n{listed}"}]


def parse(answer: object) -> tuple[list[CardLineAnswer], int]:
    """The well-formed lines of an answer, and how many malformed ones were left out.

    An answer that is not the JSON asked for yields no line (the card then stays extractive).
    """
    if not isinstance(answer, str):
        return [], 0
    try:
        data = json.loads(_FENCE.sub("", answer.strip()))
    except ValueError:
        return [], 0
    items = data.get("lines") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return [], 0
    lines = []
    for item in items[:MAX_LINES]:
        try:
            lines.append(CardLineAnswer.model_validate(item))
        except ValidationError:
            continue
    return lines, len(items[:MAX_LINES]) - len(lines)
