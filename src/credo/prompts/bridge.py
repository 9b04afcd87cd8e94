"""The bridge prompt: does a proposed cross-domain bridge hold, and how would one sentence say it?

engram's dream cycle "LLM-confirms bridges" that cross-domain synthesis proposes
(:mod:`credo.manage.synthesis`): two entities met in memories of different
topics or domains. The model answers ``YES`` or ``NO`` on the first line and,
after a ``YES``, one sentence joining the two that uses only what the memories
say. credo never trusts that sentence as it is: the caller keeps it only when
every content word and number in it is found in the sources
(:func:`credo.manage.synthesis.supported`).

>>> messages = render(("alice", "rust"), ("work", "hobbies"), ["Alice leads the payments team.",
...                   "Alice is learning Rust on weekends."])
>>> [m["role"] for m in messages]
['system', 'user']
>>> BridgeAnswer.parse("YES\\nAlice, who leads the payments team, is learning Rust.").holds
True
>>> BridgeAnswer.parse("no").statement
''
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

#: Stored as metadata["bridge"]["prompt"] on the bridges a model confirmed; bump on wording changes.
VERSION = "bridge-1"

SYSTEM = """\
You check a proposed connection between two things an AI agent's memory knows about a user. \
The memories come from different topics. Decide whether the memories themselves show that the two \
are connected. Answer on the first line with YES or NO only. After YES, write on the second line one \
sentence that states the connection using only words and facts from the memories: no new claims, \
no guesses, no advice."""


def render(entities: Sequence[str], topics: Sequence[str], texts: Sequence[str]) -> list[dict[str, str]]:
    """The prompt as chat messages (pure): the two entities, their topics, the source memories oldest first."""
    numbered = "\n".join(f"{i}. {' '.join(t.split())}" for i, t in enumerate(texts, 1))
    return [{"role": "system", "content": SYSTEM},
            {"role": "user", "content": f"Connection: {entities[0]} <-> {entities[1]} "
                                        f"(topics: {' / '.join(topics)})\nMemories:\n{numbered}"}]


class BridgeAnswer(BaseModel):
    """What the model said: ``holds`` (None when the answer began with neither YES nor NO) and its sentence."""

    model_config = ConfigDict(defer_build=True)

    holds: bool | None
    statement: str = ""

    @classmethod
    def parse(cls, answer: object) -> BridgeAnswer:
        """Read a raw answer; anything but text, or a first word other than yes/no, is ``holds=None``."""
        if not isinstance(answer, str) or not answer.strip():
            return cls(holds=None)
        first, _, rest = answer.strip().partition("\n")
        word = first.strip().split(maxsplit=1)[0].strip(".,:;!*").casefold() if first.strip() else ""
        holds = {"yes": True, "no": False}.get(word)
        if holds is not True:
            return cls(holds=holds)
        # the sentence is the rest of the first line after YES, or else the next line
        statement = first.strip()[len(first.strip().split(maxsplit=1)[0]):].strip(" .,:;-*") or rest.strip()
        statement = " ".join(statement.split())
        if statement and statement[-1] not in ".!?":
            statement += "."
        return cls(holds=True, statement=statement)
