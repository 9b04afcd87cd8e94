"""Time: one clock type, one on-disk format.

Every timestamp credo stores is UTC, written as ``YYYY-MM-DDTHH:MM:SS.ffffffZ`` so
that text order is time order in SQL and ``julianday()`` can read it. Naive
datetimes and date-only strings are taken as UTC.

Supported times run from ``1000-01-01T00:00:00Z`` to ``8999-12-31T23:59:59Z``
(:data:`EARLIEST`, :data:`LATEST`), well inside what Python can represent, so
that any UTC offset converts and a cutoff, lease or TTL computed from a
supported time (``now - 365 days``) never overflows. Outside that range
:func:`parse_time` raises InvalidInput.

>>> to_iso(parse_time("2024-05-01"))
'2024-05-01T00:00:00.000000Z'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import overload

from .errors import InvalidInput

Clock = Callable[[], datetime]

EARLIEST = datetime(1000, 1, 1, tzinfo=timezone.utc)
LATEST = datetime(8999, 12, 31, 23, 59, 59, 999999, tzinfo=timezone.utc)


def utcnow() -> datetime:
    """The default clock: the current time in UTC."""
    return datetime.now(timezone.utc)


@overload
def parse_time(value: datetime | str) -> datetime: ...
@overload
def parse_time(value: None) -> None: ...
@overload
def parse_time(value: datetime | str | None) -> datetime | None: ...


def parse_time(value: datetime | str | None) -> datetime | None:
    """Read a datetime or an ISO 8601 string as an aware UTC datetime.

    Raises InvalidInput for text that is not ISO 8601, and for a time outside
    ``EARLIEST``..``LATEST`` (including one that would overflow on conversion
    to UTC).

    >>> parse_time("9999-12-31T23:59:59-14:00")
    Traceback (most recent call last):
    ...
    credo.errors.InvalidInput: time out of range: 9999-12-31T23:59:59-14:00 (supported: 1000-01-01 to 8999-12-31, UTC)
    """
    if value is None:
        return None
    if isinstance(value, str):
        text = value.strip()
        if len(text) > 64 or not text.isascii():  # ISO 8601 is short ASCII; refuse the rest before parsing
            raise InvalidInput("not an ISO 8601 time")
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        try:
            value = datetime.fromisoformat(text)
        except ValueError as exc:
            raise InvalidInput(f"not an ISO 8601 time: {value!r}") from exc
    if not isinstance(value, datetime):
        raise InvalidInput(f"not a time: {type(value).__name__}")
    shown = value.isoformat()
    try:
        value = value.replace(tzinfo=timezone.utc) if value.tzinfo is None else value.astimezone(timezone.utc)
    except OverflowError:
        value = None
    if value is None or not EARLIEST <= value <= LATEST:
        raise InvalidInput(f"time out of range: {shown} (supported: {EARLIEST.date()} to {LATEST.date()}, UTC)")
    return value


def to_iso(value: datetime | None) -> str | None:
    """Write a datetime in credo's storage format (None stays None); no range check, so cutoffs always write.

    >>> to_iso(datetime(999, 1, 1))
    '0999-01-01T00:00:00.000000Z'
    """
    if value is None:
        return None
    if not isinstance(value, datetime):
        value = parse_time(value)
    t = value.replace(tzinfo=timezone.utc) if value.tzinfo is None else value.astimezone(timezone.utc)
    return f"{t.year:04d}-{t.month:02d}-{t.day:02d}T{t.hour:02d}:{t.minute:02d}:{t.second:02d}.{t.microsecond:06d}Z"


def days_between(earlier: datetime, later: datetime) -> float:
    """Fractional days from ``earlier`` to ``later`` (never negative)."""
    return max(0.0, (later - earlier).total_seconds() / 86400.0)


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?" \
         r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d\d)"
#: Most specific first: a day, then a month, then a year.
_PERIODS = [
    (re.compile(rf"\b{_YEAR}-(\d\d)-(\d\d)\b"), lambda m: (m[1], m[2], m[3])),
    (re.compile(rf"\b{_DAY} (?:of )?{_MONTH},? {_YEAR}\b", re.I), lambda m: (m[3], m[2], m[1])),
    (re.compile(rf"\b{_MONTH} {_DAY},? {_YEAR}\b", re.I), lambda m: (m[3], m[1], m[2])),
    (re.compile(rf"\b{_MONTH},? {_YEAR}\b", re.I), lambda m: (m[2], m[1], None)),
    (re.compile(rf"\b{_YEAR}\b"), lambda m: (m[1], None, None)),
]


def mentioned_period(text: str) -> tuple[datetime, datetime] | None:
    """The calendar period an English text names explicitly, as [start, end) in UTC, or None.

    Only explicit dates count (no "last week"): a day ("13 October, 2023",
    "Oct 13th 2023", "2023-10-13"), a month ("July 2023") or a year ("in 2022").

    >>> [t.date().isoformat() for t in mentioned_period("What did Ann paint on October 13, 2023?")]
    ['2023-10-13', '2023-10-14']
    >>> [t.date().isoformat() for t in mentioned_period("her trip in Dec 2023")]
    ['2023-12-01', '2024-01-01']
    >>> mentioned_period("what did Ann paint?") is None
    True
    """
    for pattern, parts in _PERIODS:
        for match in pattern.finditer(text):
            period = _period(*parts(match))
            if period is not None:
                return period
    return None


def _period(year: str, month: str | None, day: str | None) -> tuple[datetime, datetime] | None:
    y = int(year)
    if month is None:
        return datetime(y, 1, 1, tzinfo=timezone.utc), datetime(y + 1, 1, 1, tzinfo=timezone.utc)
    try:
        m = int(month) if month.isdigit() else _MONTHS.index(next(n for n in _MONTHS if n.startswith(month[:3].lower()))) + 1
        if day is None:
            start = datetime(y, m, 1, tzinfo=timezone.utc)
            return start, datetime(y + m // 12, m % 12 + 1, 1, tzinfo=timezone.utc)
        start = datetime(y, m, int(day), tzinfo=timezone.utc)
    except ValueError:  # 31 February, month 13
        return None
    return start, start + timedelta(days=1)


_ASKS_WHEN = re.compile(r"^\W*(when\b|what (year|month|date|day|time)\b|how long\b|since when\b"
                        r"|(in )?which (year|month|day)\b)", re.IGNORECASE)
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_SPANS = _WEEKDAYS | frozenset("weekend week month year night summer winter spring fall autumn".split())
_MONTH_WORDS = frozenset("jan january feb february mar march apr april may jun june jul july aug august sep sept "
                         "september oct october nov november dec december".split())
_WHEN_WORDS = frozenset("yesterday today tonight tomorrow recently ago".split())
_AMOUNTS = frozenset("a an one two three four five six seven eight nine ten few several".split())
_UNITS = frozenset("day days week weeks month months year years".split())
_NTH = re.compile(r"\d{1,2}(st|nd|rd|th)")
_WORDS = re.compile(r"\w+")
#: Every time :func:`says_when` reads ends on one of these words or on a number.
_TIME_WORDS = _WHEN_WORDS | _SPANS | _MONTH_WORDS | _UNITS | {"morning", "afternoon", "evening"}
_DIGIT = re.compile(r"\d")


def asks_when(query: str) -> bool:
    """Whether a question asks when something happened or for how long ("When did Ann ...?", "What year ...",
    "How long has Ann had her dog?").

    >>> asks_when("When did Caroline go to the support group?"), asks_when("Where did Caroline go?")
    (True, False)
    """
    return _ASKS_WHEN.match(query) is not None


def says_when(text: str) -> bool:
    """Whether a text places what it tells in time: a day or period relative to when it was said ("yesterday",
    "last Friday", "on Friday", "two years ago", "this morning"), a duration ("for 3 years now"), a day of the
    month ("on the 15th"), a month or a year.

    >>> says_when("I went to a support group yesterday."), says_when("We met in May."), says_when("I love tea.")
    (True, True, False)
    >>> says_when("I've had them for 3 years now."), says_when("I just love it.")
    (True, False)
    """
    words = _WORDS.findall(text.lower())
    if _TIME_WORDS.isdisjoint(words) and _DIGIT.search(text) is None:
        return False  # most texts: no word a time could end on
    return any(_said_when(words, i) for i in range(len(words)))


def _said_when(words: list[str], i: int) -> bool:
    """Whether the words from ``i`` on begin a time :func:`says_when` reads (words, not a regular expression: one
    pattern of every alternative cost 46 us a text, and a recall reads a hundred candidates)."""
    word, after = words[i], words[i + 1:i + 4]
    first = after[0] if after else ""
    if word in _WHEN_WORDS or (len(word) == 4 and word.isdigit() and word[:2] in ("19", "20")):
        return True
    if word in ("last", "next") or (word == "this" and first == "past"):
        nxt = after[1] if word == "this" and len(after) > 1 else first
        return nxt in _SPANS or nxt in _MONTH_WORDS
    if word == "this":
        return first in _SPANS or first in ("morning", "afternoon", "evening")
    if (word in ("in", "on", "since", "during") and first in _MONTH_WORDS) or (word == "on" and first in _WEEKDAYS):
        return True
    if word == "the":
        return _NTH.fullmatch(first) is not None or after[:2] == ["other", "day"]
    if word == "over" and after[:2] == ["the", "weekend"]:
        return True
    if word in ("for", "about", "almost", "over"):
        end = _amount(words, i + 1)
        return end is not None and end < len(words) and words[end] in _UNITS
    end = _amount(words, i)
    return end is not None and end + 1 < len(words) and words[end] in _UNITS and words[end + 1] == "now"


def _amount(words: list[str], i: int) -> int | None:
    """Where an amount of time's count that starts at ``i`` ends ("3", "two", "a few", "a couple of"), or None."""
    if i >= len(words):
        return None
    if words[i] == "a" and words[i + 1:i + 2] == ["few"]:
        return i + 2
    if words[i + 1:i + 3] == ["couple", "of"] and words[i] == "a":
        return i + 3
    if words[i:i + 2] == ["couple", "of"]:
        return i + 2
    return i + 1 if words[i].isdigit() or words[i] in _AMOUNTS else None


_SAID_MONTH = re.compile(rf"^(?:(?P<last>last|this past)\s+)?(?:{_MONTH}(?:\s+{_DAY})?|{_DAY}\s+(?:of\s+)?{_MONTH})"
                         rf"(?:,?\s+{_YEAR})?$", re.IGNORECASE)


def past_period_end(phrase: str, start: datetime) -> datetime | None:
    """The end of the period a past date names when it names no day ("January": the month's end; "2019": the
    year's), from its start (:func:`past_start`); None for a day.

    >>> past_period_end("January", datetime(2026, 1, 1, tzinfo=timezone.utc)).date().isoformat()
    '2026-02-01'
    >>> past_period_end("March 28", datetime(2026, 3, 28, tzinfo=timezone.utc)) is None
    True
    """
    said = " ".join(phrase.split())
    if re.fullmatch(_YEAR, said.strip()):
        return start.replace(year=start.year + 1)
    found = _SAID_MONTH.match(said)
    if found is None or any(found.groups()[2:4]):
        return None
    return start.replace(year=start.year + 1, month=1) if start.month == 12 else start.replace(month=start.month + 1)


_AGO = re.compile(r"(?P<n>\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) (?P<unit>year|month)s? ago")
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}


#: The month a season starts in, as said in the northern hemisphere where most speakers live.
_SEASON_STARTS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_SEASON = re.compile(r"(?P<which>last|this|this past) (?P<season>spring|summer|autumn|fall|winter)")


def _season_start(phrase: str, before: datetime) -> datetime | None:
    """ "last summer", "this spring": the start of the season it names -- "this" the latest begun by ``before``,
    "last" the latest over by then (said in March 2026, last summer is summer 2025).

    >>> ref = datetime(2026, 3, 1, tzinfo=timezone.utc)
    >>> _season_start("last summer", ref).date().isoformat(), _season_start("this spring", ref).date().isoformat()
    ('2025-06-01', '2026-03-01')
    >>> past_end("last summer", ref).date().isoformat()
    '2025-09-01'
    """
    found = _SEASON.fullmatch(phrase)
    if found is None:
        return None
    month = _SEASON_STARTS[found.group("season")]
    year = before.year if month <= before.month else before.year - 1
    if found.group("which") != "this" and year * 12 + month + 3 > before.year * 12 + before.month:
        year -= 1  # not over yet: the one before
    return datetime(year, month, 1, tzinfo=timezone.utc)


def _relative_start(phrase: str, before: datetime) -> datetime | None:
    """ "last year", "this year", "last month", "two years ago", "last summer": the start of the period it names."""
    season = _season_start(phrase, before)
    if season is not None:
        return season
    if phrase in ("last year", "this year"):
        return datetime(before.year - (phrase == "last year"), 1, 1, tzinfo=timezone.utc)
    if phrase == "last month":
        return datetime(before.year - (before.month == 1), (before.month - 2) % 12 + 1, 1, tzinfo=timezone.utc)
    ago = _AGO.fullmatch(phrase)
    if ago is None:
        return None
    n = int(ago.group("n")) if ago.group("n").isdigit() else _COUNT_WORDS[ago.group("n")]
    if ago.group("unit") == "year":
        return datetime(before.year - n, 1, 1, tzinfo=timezone.utc)
    months = before.year * 12 + before.month - 1 - n
    return datetime(months // 12, months % 12 + 1, 1, tzinfo=timezone.utc)


def past_start(phrase: str, before: datetime) -> datetime | None:
    """When a past change a person dates in words began: the start of the month or day ``phrase`` names
    ("September", "back in" stripped by the reader; "March 28", "last December", "June 2025"), at or
    before ``before``; a month without a year is its latest occurrence not after ``before``. None when
    ``phrase`` is not such a date or names a time after ``before``.

    >>> ref = datetime(2026, 12, 5, tzinfo=timezone.utc)
    >>> past_start("September", ref).date().isoformat(), past_start("last December", ref).date().isoformat()
    ('2026-09-01', '2025-12-01')
    >>> past_start("March 28", ref).date().isoformat(), past_start("June 2027", ref) is None
    ('2026-03-28', True)
    >>> past_start("last year", ref).date().isoformat(), past_start("two months ago", ref).date().isoformat()
    ('2025-01-01', '2026-10-01')
    """
    relative = _relative_start(" ".join(phrase.lower().split()), before)
    if relative is not None:
        return relative
    found = _SAID_MONTH.match(" ".join(phrase.split()))
    if found is None:
        year_only = re.fullmatch(_YEAR, phrase.strip())
        start = datetime(int(phrase.strip()), 1, 1, tzinfo=timezone.utc) if year_only else None
        return start if start is not None and start <= before else None
    groups = [g for g in found.groups()[1:]]
    month = next(g for g in (groups[0], groups[3]) if g)
    day = groups[1] or groups[2]
    year = groups[4]
    name = next(n for n in _MONTHS if n.startswith(month[:3].lower()))
    m = _MONTHS.index(name) + 1
    y = int(year) if year else before.year if (m, int(day or 1)) <= (before.month, before.day) else before.year - 1
    if found.group("last") and not year and y == before.year and m == before.month:
        y -= 1
    try:
        start = datetime(y, m, int(day) if day else 1, tzinfo=timezone.utc)
    except ValueError:
        return None
    return start if start <= before else None


def past_end(phrase: str, before: datetime) -> datetime | None:
    """When a period a person names in words ended: the end of the month, day or year ``phrase`` names
    ("until *last December*", "till *2023*", "through *March 28*"), read as :func:`past_start` reads it;
    None when ``phrase`` is not such a date or the period has not ended by ``before``.

    >>> ref = datetime(2026, 5, 4, tzinfo=timezone.utc)
    >>> past_end("last December", ref).date().isoformat(), past_end("2023", ref).date().isoformat()
    ('2026-01-01', '2024-01-01')
    >>> past_end("March 28", ref).date().isoformat(), past_end("May", ref) is None
    ('2026-03-29', True)
    """
    start = past_start(phrase, before)
    if start is None:
        return None
    words = " ".join(phrase.split())
    if re.fullmatch(_YEAR, words):
        end = datetime(start.year + 1, 1, 1, tzinfo=timezone.utc)
    elif re.search(r"\d", re.sub(_YEAR, "", words)):
        end = start + timedelta(days=1)
    elif _SEASON.fullmatch(words.lower()):  # "until last summer": a season is three months
        months = start.year * 12 + start.month - 1 + 3
        end = datetime(months // 12, months % 12 + 1, 1, tzinfo=timezone.utc)
    else:
        end = datetime(start.year + start.month // 12, start.month % 12 + 1, 1, tzinfo=timezone.utc)
    return end if end <= before else None


#: The start of a fact's valid time when only its end was said ("worked at Shopify until last December"): it held
#: from some time before, unknown; ``metadata["start_unknown"]`` marks it.
UNKNOWN_START = datetime(1970, 1, 1, tzinfo=timezone.utc)
