"""The belief decision: what one new memory does to what credo believes, decided purely.

The write path is three steps (:mod:`credo.write`): *load* reads once what the
decision needs about the memory's entity+attribute pair and its neighbours
(:class:`State`); :func:`decide` -- this module, no I/O -- turns the candidate and
that state into a :class:`Decision`, a list of actions; *apply* carries them out in
the write's one transaction. Every rule below is a case of :func:`decide`, tested
table-driven in ``tests/test_belief.py`` without a database.

**An attribute worded differently** (``remember`` only). A structured memory whose
attribute is close enough to one the user already has for the entity
(:func:`kin_attribute`: the vocabulary, then embedding closeness >=
``attribute_cosine`` from :mod:`credo.attributes`) takes that name -- "note-taking
app" is the "notes app" -- and is decided again for that pair (``rescope``;
``metadata["attribute_as_said"]`` keeps what was said).

**Dedupe** (``remember`` only; a direct ``store`` is written as given). Against the
user's own memories the writer may see, whatever their kind (a preference and a fact
saying the same are one belief):

* the same entity, attribute and value is a *duplicate*: the stored one is
  reinforced (one more confirmation), nothing new is written; a value and its
  retraction are never duplicates (:func:`compatible`);
* the nearest neighbour at cosine >= 0.95 with the same specifics (numbers,
  names: :func:`credo.gates.changed_specifics`) is a duplicate too;
* one of the 5 nearest with word-Jaccard > 0.7 is the *next version*: the new
  memory is written and supersedes it;
* the nearest at cosine >= 0.85 with the same specifics is *merged* into it;
* none of these ever joins texts about different named things
  (:func:`credo.gates.distinct_things`: a son's school and a daughter's, the billing
  service and the search service, Project Atlas and Project Nimbus).

A structured memory is compared only with neighbours that state the same
fact, or none (:func:`compatible`). Surprise (engram) moves the importance of a
memory that enters as new by up to +/-0.3.

**Values that join, values taken back** (issue 21). A value that *joins* the others
(:func:`joins`: a multi-valued attribute -- allergies, languages, pets, children,
hobbies, tools ... :data:`credo.vocabulary.MULTI_VALUED` -- or one said as "also",
``metadata["adds"]``) is decided against its own value only (:func:`competing`):
peanuts then shellfish are two allergies. A *retraction* (``metadata["retracts"]``:
"not allergic to latex anymore") supersedes exactly the memory that states its
value and stays as the current belief; :func:`contradicts` says which two memories
of a pair cannot both hold.

**Contradiction** (seed 000). Same user, entity and attribute, another value,
still active: the older belief is *superseded* (valid_until, superseded_by,
status, history, link). Refinements:

* a value whose valid time ended before the other's began is its history, not
  its rival (:func:`overlap`: "worked at Shopify until last December, then joined
  Stripe in January" keeps both, each for its time);
* event time decides which value is current: a fact recorded late but true
  earlier enters history as already superseded;
* a *tentative* value (confidence <= 0.5, below its rival's) never supersedes;
* a pair with an open conflict is *contested*: the new value joins it, challenged;
* a *loop* escalates to a person instead of flipping again: a value returning to
  one it replaced within 90 days of event time (A -> B -> A), or a 3rd change in
  30 days (record time, for a live write, or event time) -- the rivals are
  challenged and a conflict opens;
* a pair a person *resolved* holds to the resolution: a value kept in a context
  (keep_both), said in that context, is scoped to it (attribute ``attr@context``);
  said without the context, or any value the resolution did not keep, reopens
  the pair (a new conflict that names the old one);
* what the writer may not see is never changed or named: a new value meeting a
  fact the writer may not see is written as given and the collision queued for
  review; one meeting a hidden open conflict joins it silently.

**Replaced by meaning** (``remember`` only, :func:`replaced`). A decision that takes
back the one just made ("scrap that, we're going with MySQL") retires the user's
latest decision within ``reversal_days``; a statement that names a value as replaced
("Hetzner instead of AWS", "St Anne's, not Oakwood", "from Evernote to Obsidian")
retires the user's memory stating it, unless it is about another entity or another
named thing, or on another topic altogether (cosine < ``replace_cosine``).
A return to what held before a change, within ``return_window_days``, is a loop
however the change was read (:func:`went_back`); the same thing said again days
later with another date, hour, price per thing or name replaces the memory that
said it (:func:`_restated`, :func:`_measure_restated`, :func:`_renamed`); a plan
said plainly is a choice a later "scrap X" or "Y instead" takes back
(:func:`planned`).

A new diet also retires a stated liking it rules out ("vegetarian now" ends
"loves steak"). Quarantined memories (untrusted instructions, an agent's claims
about the user) are written as they are, touching nothing.

>>> from datetime import datetime, timezone
>>> from credo.models import MemoryUnit
>>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
>>> paris = MemoryUnit(id="p" * 32, tenant="t", user="ann", text="Ann lives in Paris", entity="ann",
...                    attribute="home_city", value="Paris", created_at=t, valid_from=t)
>>> london = paris.model_copy(update={"id": "l" * 32, "text": "Ann moved to London", "value": "London"})
>>> decision = decide(london, State(pair=Pair(facts=(paris,))), WritePolicy())
>>> [type(a).__name__ for a in decision.actions], decision.superseded
(['Insert', 'Supersede'], ['pppppppppppppppppppppppppppppppp'])
"""

from __future__ import annotations

import difflib
import re
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Literal

from . import gates, vocabulary
from .models import ConflictRecord, Kind, MemoryUnit, Status, normalise_key
from .policies import WritePolicy
from .vocabulary import (HELD_AT, HELD_AT_A_PLACE, TIMES_OF_DAY, UNTYPED, canonical_attribute, corrected_value, corrects, excluded_by_diet, is_multi_valued, names_gone, names_replaced,
                         put_value, returns, reverses, revises, says_change, set_member, taken_back, value_shapes)

# -- the state a decision reads --------------------------------------------------------------


@dataclass(frozen=True)
class Pair:
    """What is stored about the candidate's (user, entity, attribute), as the writer may see it.

    ``timeline`` holds every value the pair held (active, superseded or contested), by event time,
    that the writer may see; ``facts`` the active, open-ended ones among them. ``window_start`` is
    where the pair's churn window begins and ``churn`` the supersessions recorded since
    (:func:`credo.rules.churn`); the store reads churn only when the pair has an active rival.
    """

    facts: tuple[MemoryUnit, ...] = ()
    hidden: tuple[MemoryUnit, ...] = ()
    timeline: tuple[MemoryUnit, ...] = ()
    conflict: ConflictRecord | None = None
    conflict_behind: ConflictRecord | None = None
    resolution: ConflictRecord | None = None
    kept: tuple[MemoryUnit, ...] = ()
    churn: int = 0


@dataclass(frozen=True)
class State:
    """Everything :func:`decide` reads: the pair (None for a memory without entity+attribute), the
    nearest own memories with their cosines (``remember`` only), a hidden duplicate (only for a writer
    whose ceiling hides some memories), the user's likings a new diet may rule out, and how many
    related links each neighbour already has.

    ``kin``: the entity's other attributes with how close each is to the memory's (``remember`` only,
    :func:`credo.attributes.kin`); ``recent``: the user's latest active decisions with their cosines,
    newest first (``remember`` of a decision only), or, for a correction, the user's latest memories of
    any kind.
    """

    pair: Pair | None = None
    neighbours: tuple[tuple[MemoryUnit, float], ...] = ()
    hidden_twin: MemoryUnit | None = None
    liked: tuple[MemoryUnit, ...] = ()
    link_counts: dict[str, int] = field(default_factory=dict)
    kin: tuple[tuple[str, float], ...] = ()
    recent: tuple[tuple[MemoryUnit, float], ...] = ()
    #: an active memory of the user with exactly this text (a direct ``store`` only)
    twin: MemoryUnit | None = None
    #: for a statement of change: what each close neighbour itself replaced, with its cosine to the memory
    before: dict[str, tuple[MemoryUnit, float]] = field(default_factory=dict)


# -- the actions a decision returns ----------------------------------------------------------


@dataclass(frozen=True)
class Insert:
    """Write ``unit`` (with its creation history and audit event)."""

    unit: MemoryUnit


@dataclass(frozen=True)
class Reinforce:
    """A duplicate: one more confirmation, and an access, for ``existing``."""

    existing: MemoryUnit
    at: datetime


@dataclass(frozen=True)
class Merge:
    """Write ``unit`` (already folded with ``old``: merged text, next version) and retire ``old`` as merged.

    ``same_text``: the merged text is ``old``'s, so ``old``'s vector is kept for it.
    """

    old: MemoryUnit
    unit: MemoryUnit
    same_text: bool


@dataclass(frozen=True)
class Supersede:
    """Retire ``old`` in favour of ``new`` (valid_until, superseded_by, status, history, link)."""

    old: MemoryUnit
    new: MemoryUnit
    reason: str | None = None


@dataclass(frozen=True)
class ArriveSuperseded:
    """``unit`` was true before a value already known (``newer``): it enters history as superseded by it."""

    unit: MemoryUnit
    newer: MemoryUnit


@dataclass(frozen=True)
class JoinConflict:
    """Add ``unit`` to the open ``conflict`` of its pair."""

    conflict: ConflictRecord
    unit: MemoryUnit
    silent: bool = False        # a conflict the writer may not see: its answer does not name it


@dataclass(frozen=True)
class Escalate:
    """Challenge ``rivals`` (``unit`` is written challenged) and open a conflict for a person."""

    unit: MemoryUnit
    rivals: tuple[MemoryUnit, ...]
    reason: str
    reopens: str | None = None


@dataclass(frozen=True)
class Collide:
    """``unit`` met memories its writer may not see: queue the collision for review, change nothing of theirs."""

    unit: MemoryUnit
    hidden: tuple[MemoryUnit, ...]


@dataclass(frozen=True)
class Relate:
    """Related links both ways between ``unit`` and each of ``targets`` (Knowlyr gate 3)."""

    unit: MemoryUnit
    targets: tuple[tuple[MemoryUnit, float], ...]


Action = Insert | Reinforce | Merge | Supersede | ArriveSuperseded | JoinConflict | Escalate | Collide | Relate
Outcome = Literal["stored", "duplicate", "merged", "rescope"]


@dataclass(frozen=True)
class Decision:
    """What to do with one candidate. ``unit`` is the memory as it will be written (or, for ``rescope``,
    the candidate scoped to a person's resolution: load its new pair and decide again). ``note`` says why
    a duplicate was not written."""

    outcome: Outcome
    unit: MemoryUnit
    actions: tuple[Action, ...] = ()
    note: str = ""

    @property
    def superseded(self) -> list[str]:
        """Ids of the memories this decision retires (merges aside), in order."""
        return [a.old.id for a in self.actions if isinstance(a, Supersede)] + \
            [a.unit.id for a in self.actions if isinstance(a, ArriveSuperseded)]


# -- the decision ----------------------------------------------------------------------------


def decide(unit: MemoryUnit, state: State, policy: WritePolicy, *, ingest: bool = False) -> Decision:
    """What writing ``unit`` does, given ``state``. ``ingest``: the ``remember`` path (dedupe, merge,
    surprise, links); without it, a direct ``store`` (the contradiction check only)."""
    if unit.status is Status.QUARANTINED:
        return Decision("stored", unit, (Insert(unit),))
    named = kin_attribute(unit, state, policy)
    if named is not None:
        return Decision("rescope", unit.model_copy(update={
            "attribute": named, "metadata": {**unit.metadata, "attribute_as_said": unit.attribute}}))
    group = group_holder(unit, state)
    if group is not None:
        return Decision("rescope", unit.model_copy(update={
            "entity": group[0], "attribute": group[1],
            "metadata": {**unit.metadata, "entity_as_said": unit.entity, "attribute_as_said": unit.attribute}}))
    slot = slot_held(unit, state)
    if slot is not None:
        # ("help desk again from Monday" of the desk held as "help": the slot's own noun is no part of its value)
        value = (re.sub(rf"\s+{re.escape(slot)}$", "", unit.value or "") or unit.value) if slot != "ward" else unit.value
        return Decision("rescope", unit.model_copy(update={
            "attribute": slot, "value": value, "metadata": {**unit.metadata, "attribute_as_said": unit.attribute}}))
    if unit.attribute == "placement" and unit.entity == "user" and "attribute_as_said" not in unit.metadata:
        # (a slot of nothing the speaker holds is a statement like any the reader could not type, compared by its
        # words: "they've put me on the Corkscrew coaster now" after "I'm operating the log flume this season")
        return Decision("rescope", unit.model_copy(update={
            "entity": None, "attribute": None, "value": None,
            "metadata": {**unit.metadata, "attribute_as_said": unit.attribute}}))
    back = back_where_held(unit, state)
    if back is not None:
        return Decision("rescope", unit.model_copy(update={
            "attribute": back.attribute, "metadata": {**unit.metadata, "attribute_as_said": unit.attribute}}))
    # a place gone back to, or a thing named again with another figure: the value of what held it before
    returned = back_to_a_value(unit, state) or named_value_again(unit, state) or _moved_figure_of(unit, state, True)
    if returned is not None:
        before, value = returned
        return Decision("rescope", unit.model_copy(update={
            "entity": before.entity, "attribute": before.attribute, "value": value, "kind": before.kind,
            "metadata": {**unit.metadata, "entity_as_said": unit.entity, "attribute_as_said": unit.attribute}}))
    held = held_elsewhere(unit, state)
    if held is not None:
        return Decision("rescope", unit.model_copy(update={
            "attribute": held.attribute, "value": f"not {held.value}",
            "metadata": {**unit.metadata, "attribute_as_said": unit.attribute}}))
    if ingest:
        corrected = corrected_fact(unit, state, policy)
        if corrected is not None:
            return Decision("rescope", corrected)
    overruled = None
    if unit.status is Status.ACTIVE and state.pair is not None:
        scoped, overruled = against_resolution(unit, state.pair)
        if scoped is not None:
            return Decision("rescope", scoped)
    if not ingest:
        existing, why = stored_duplicate(unit, state)
        if existing is not None:
            return Decision("duplicate", unit, (Reinforce(existing, unit.created_at),), note=why)
        return _contradiction(unit, state, policy, overruled)
    return _ingest(unit, state, policy, overruled)


def _corrected_one(unit: MemoryUnit, state: State, taken: set[str]) -> list[Supersede]:
    """The one value of a list a correction put right (:func:`corrected_fact`): a new value of a multi-valued
    attribute joins the others, so the value it corrects is retired by name."""
    corrects = unit.metadata.get("corrects")
    if not corrects or corrects in taken or state.pair is None or not joins(unit):
        return []
    return [Supersede(m, unit, f"corrected: {unit.id} gives the value meant")
            for m in state.pair.facts if m.id == corrects and m.status is Status.ACTIVE]


def stored_duplicate(unit: MemoryUnit, state: State) -> tuple[MemoryUnit | None, str]:
    """A direct ``store``'s dedupe, as ``remember``'s structural one: the same entity, attribute and value
    already held, or (without a structure) an active memory with the same text and kind -> that memory,
    reinforced, and why; else (None, "")."""
    if unit.status is not Status.ACTIVE:
        return None, ""
    if unit.entity and state.pair is not None:
        same_fact = [m for m in state.pair.facts if compatible(m, unit)]
        if same_fact:
            return same_fact[-1], f"duplicate of {same_fact[-1].id}: same {unit.entity}.{unit.attribute}; reinforced"
    twin = state.twin
    if twin is not None and not unit.entity and twin.kind is unit.kind and compatible(twin, unit):
        return twin, f"duplicate of {twin.id}: same text; reinforced"
    return None, ""


def _ingest(unit: MemoryUnit, state: State, policy: WritePolicy, overruled: ConflictRecord | None) -> Decision:
    """The ``remember`` path: dedupe and merge, surprise, the contradiction check, then what follows a write."""
    surprise = gates.surprise([c for _, c in state.neighbours], policy.surprise_k)
    unit = unit.model_copy(update={"surprise": surprise})
    verdict, existing, why = dedupe(unit, state, policy)
    if verdict == "duplicate" and existing is not None:
        return Decision("duplicate", unit, (Reinforce(existing, unit.created_at),), note=why)
    if verdict == "merge" and existing is not None:
        merged = merge(existing, unit)
        return Decision("merged", merged, (Merge(existing, merged, merged.text == existing.text),))
    # surprise only moves the importance of a memory that enters as new
    changes: dict[str, object] = {"importance": gates.importance_after_surprise(unit.importance, surprise,
                                                                               policy.surprise_shift)}
    if verdict == "version" and existing is not None:
        changes.update(version=existing.version + 1, parent_id=existing.id)
    unit = unit.model_copy(update=changes)
    decision = _contradiction(unit, state, policy, overruled)
    unit, actions = decision.unit, list(decision.actions)
    if verdict == "version" and existing is not None:
        actions.append(Supersede(existing, unit, f"next version is {unit.id}"))
    if unit.status is Status.ACTIVE:
        taken = {a.old.id for a in actions if isinstance(a, Supersede)}
        actions += [a for a in replaced(unit, state, policy) if a.old.id not in taken]
        actions += _corrected_one(unit, state, taken | {a.old.id for a in actions if isinstance(a, Supersede)})
        actions += ended_with(unit, state, actions)
        actions += given_up(unit, state, _retired(actions))
        actions += holdings_gone(unit, state, policy, _retired(actions))
        actions += only_left(unit, state, _retired(actions))
        actions += out_of_work(unit, state, _retired(actions))
        actions += restated(unit, state, actions)
    if unit.status is Status.ACTIVE and not any(isinstance(a, (Supersede, Escalate, JoinConflict, ArriveSuperseded))
                                                for a in actions):
        changed, more = went_back(unit, state, policy)
        changed, more = (changed, more) if more else changed_by_meaning(unit, state, policy)
        if more:
            actions = [Insert(changed) if isinstance(a, Insert) else a for a in actions] + more
            unit = changed
        else:
            fixed, corrected = corrected_plain(unit, state, policy)
            corrected = corrected or slot_put_right(unit, state) or part_put_right(unit, state) \
                or figure_moved(unit, state)
            if corrected:
                actions = [Insert(fixed) if isinstance(a, Insert) else a for a in actions] + list(corrected)
                unit = fixed
    unit, actions = in_place_of(unit, actions)
    if state.hidden_twin is not None and not unit.entity:
        actions.append(Collide(unit, (state.hidden_twin,)))
    actions += [Supersede(m, unit, f"ruled out by diet {unit.value!r} (memory {unit.id})")
                for m in ruled_out(unit, state.liked)]
    targets = links(state.neighbours, state.link_counts, policy)
    if targets:
        actions.append(Relate(unit, targets))
    return Decision("stored", unit, tuple(actions))


def in_place_of(unit: MemoryUnit, actions: list[Action]) -> tuple[MemoryUnit, list[Action]]:
    """A change read without a structure that retires or contests one read without a structure too, and lacks
    what that one was about, says it: "Skipper's dropped me down to number five" after "I'm opening the batting
    for the seconds" is kept as "... number five (in place of: User is opening the batting for the seconds ...)",
    so a question about batting finds the change, and a loop, the values it turns between. What the older memory
    itself replaced is what it was about, once (``metadata["in_place_of"]``); a structured memory names its
    attribute and needs none of this."""
    # (a count moved on names only its unit, "Just passed 300 hours" of "I've logged 50 hours towards my PPL": what
    # it counts is kept with it, whatever else the sentence goes on to say)
    moved = any(isinstance(a, Supersede) and (a.reason or "").startswith(_MOVED_ON) for a in actions)
    if unit.attribute or unit.entity not in (None, "user") or "in_place_of" in unit.metadata \
            or unit.kind in (Kind.DECISION, Kind.CORRECTION) and not moved:
        return unit, actions  # (a decision names its choice; what a correction puts right is history)
    olds = [a.old for a in actions if isinstance(a, Supersede)] + \
        [m for a in actions if isinstance(a, Escalate) for m in a.rivals]
    olds = [m for m in olds if not m.attribute and m.entity in (None, "user") and m.created_at < unit.created_at
            and m.kind is not Kind.DECISION]
    if not olds:
        return unit, actions
    first = min(olds, key=lambda m: m.created_at)
    root = first.metadata.get("first_said")  # (a return to what the change replaced names both)
    about = own_words(first).strip().rstrip(".") + (f"; before that: {root}" if root else "")
    if _shared(gates.topic_words(own_words(first)), gates.topic_words(unit.text)) and not moved:
        return unit, actions  # (it names what it changes: "revert that, back to polyrepo, monorepo CI took 40 min")
    said = unit.text.strip()
    said = said[:-1] if said.endswith(".") else said
    changed = unit.model_copy(update={"text": f"{said} (in place of: {about}).", "metadata": {
        **unit.metadata, "in_place_of": about, "first_said": root or own_words(first).strip().rstrip(".")}})
    return changed, [replace(a, unit=changed) if isinstance(a, (Insert, Escalate, Relate, Collide, JoinConflict))
                     and a.unit.id == unit.id else replace(a, new=changed) if isinstance(a, Supersede)
                     and a.new.id == unit.id else a for a in actions]


def own_words(memory: MemoryUnit) -> str:
    """What ``memory`` says itself, less what it was kept with of the memory it replaced (:func:`in_place_of`)."""
    about = memory.metadata.get("in_place_of")
    tail = f" (in place of: {about})."
    return memory.text[:-len(tail)] + "." if about and memory.text.endswith(tail) else memory.text


def _retired(actions: list[Action]) -> set[str]:
    """The ids of the memories ``actions`` already retire (each retired once, by the first rule that names it)."""
    return {a.old.id for a in actions if isinstance(a, Supersede)}


def _within_its_period(unit: MemoryUnit, rivals: list[MemoryUnit]) -> MemoryUnit:
    """A change dated only by its month or year ("got a Pixel in January", told in April) that a rival's start
    falls inside, and that was told after that rival, happened after it: its start moves just past the
    rival's, so it replaces the rival rather than arriving as history before it."""
    inside = [m for m in rivals if _inside_its_period(unit, m)]
    if not inside:
        return unit
    return unit.model_copy(update={"valid_from": max(m.valid_from for m in inside) + timedelta(seconds=1)})


def _contradiction(unit: MemoryUnit, state: State, policy: WritePolicy,
                   overruled: ConflictRecord | None) -> Decision:
    """Seed 000's check on a memory about to be written: insert it, and what it supersedes or contests."""
    if state.pair is None or unit.status is not Status.ACTIVE:
        return Decision("stored", unit, (Insert(unit),))
    pair = competing(unit, state.pair)
    # "Our old dog Hugo died in April" after "We have a dog called Hugo": the value said to have ended closes the
    # one held open, whenever either began (the open one began when it was said, not when it was true)
    closes = {m.id for m in pair.facts if _ended(unit) and not _ended(m) and not retracts(m) and not retracts(unit)
              and bare_value(m) == bare_value(unit) and m.created_at <= unit.created_at}
    rivals = [m for m in pair.facts if contradicts(unit, m) and (overlap(unit, m) or m.id in closes)]
    unit = _within_its_period(unit, rivals)
    # (what a correction puts right was never true, whenever the correction says its own value began: "Sorry, ten,
    # he had his birthday in May" replaces "Alfie is nine" said in June)
    put_right = unit.metadata.get("corrects")
    older = [m for m in rivals if m.valid_from <= unit.valid_from or m.id in closes or m.id == put_right]
    newer = [m for m in rivals if m.valid_from > unit.valid_from and m.id not in closes and m.id != put_right]
    contested = pair.conflict
    tentative = bool(rivals) and unit.confidence <= policy.tentative_confidence and unit.confidence < max(
        m.confidence for m in rivals)
    settled = bool(older) and not (contested or tentative or newer)
    reason = None
    if settled and overruled is not None:
        action = (overruled.resolution or {}).get("action")
        reason = f"contradicts conflict {overruled.id}, resolved by a person ({action})"
    elif settled:
        reason = loop_reason(unit, pair, policy)
    looping = reason is not None
    changes: dict[str, object] = {}
    if contested or looping:
        changes["status"] = Status.CHALLENGED
    if older and not (contested or tentative or looping):
        changes.update(version=max(m.version for m in older) + 1, parent_id=older[-1].id)
    if newer and not (contested or tentative):  # true before what we already know: history, not news
        changes.update(status=Status.SUPERSEDED, valid_until=newer[0].valid_from, superseded_by=newer[0].id)
    unit = unit.model_copy(update=changes) if changes else unit
    actions: list[Action] = [Insert(unit)]
    if pair.conflict_behind is not None and contested is None:
        actions.append(JoinConflict(pair.conflict_behind, unit, silent=True))
    elif pair.hidden:
        actions.append(Collide(unit, pair.hidden))
    if contested is not None:
        actions.append(JoinConflict(contested, unit))
    elif reason is not None:
        actions.append(Escalate(unit, tuple(older), reason, overruled.id if overruled is not None else None))
    elif not tentative:
        actions += [Supersede(old, unit) for old in older]
        if newer:
            actions.append(ArriveSuperseded(unit, newer[0]))
    return Decision("stored", unit, tuple(actions))


# -- the rules, each alone -------------------------------------------------------------------


def overlap(a: MemoryUnit, b: MemoryUnit) -> bool:
    """Whether two memories' valid times meet: a value said to have ended before another began ("worked at
    Shopify until last December", "joined Stripe in January") is its history, never its rival."""
    return not ((a.valid_until is not None and a.valid_until <= b.valid_from)
                or (b.valid_until is not None and b.valid_until <= a.valid_from))


def value_of(unit: MemoryUnit) -> str:
    """A memory's value as compared: stripped, case-folded; a retraction's is ``not:<value>``.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> latex = MemoryUnit(id="x" * 32, tenant="t", user="ann", text="Ann is allergic to latex", entity="ann",
    ...                    attribute="allergies", value="Latex", created_at=t, valid_from=t)
    >>> value_of(latex), value_of(latex.model_copy(update={"metadata": {"retracts": True}}))
    ('latex', 'not:latex')
    """
    bare = bare_value(unit)
    return f"not:{bare}" if retracts(unit) else bare


def stated_value(unit: MemoryUnit) -> str:
    """A memory's value as shown to a person or an agent: ``"no longer latex"`` for a retraction."""
    value = unit.value or ""
    return f"no longer {value[4:] if value.lower().startswith('not ') else value}" if retracts(unit) else value


def value_as_said(unit: MemoryUnit) -> str:
    """:func:`stated_value` in the words the memory says it in, then the value as kept, where those words are one
    more spelling of it ("Overnights on the desk from Monday" holds ``work_schedule = "night shifts"``: "Overnights
    (night shifts)"), so that a person asked which of two values holds reads their own words back, and an agent the
    value it compares. The stored value where the text says it as kept, or no words of the text give it."""
    said = _said_as(unit)
    value = stated_value(unit)
    return value if said is None else f"{said} ({value})"


def _said_as(unit: MemoryUnit) -> str | None:
    """The words of :func:`value_as_said`, or None."""
    if retracts(unit) or not unit.attribute or not unit.value:
        return None
    # (a change is kept as "User's playing position is now blocker (Coach has the user blocking now)": the words in
    # the brackets are the ones said)
    restated = re.search(r"\bis now .+? \((?P<said>.+)\)\.?$", unit.text)
    said = str(unit.metadata.get("said") or (restated.group("said") if restated else unit.text))
    words = re.findall(r"[\w'-]+", said)
    held = unit.value.casefold()
    # (the doing said for the doer held: "blocking" for "blocker", "jamming" for "jammer")
    doer = [re.sub(r"(?:er|ing)$", "", w) for w in held.split()]
    for size in (3, 2, 1):  # (the fullest words first: "the late shift", not "late")
        for start in range(len(words) - size + 1):
            span = " ".join(words[start:start + size])
            if span.casefold() == held:
                return None  # (said as it is kept)
            if vocabulary.canonical_value(unit.attribute, span).casefold() == held or size == len(doer) and [
                    re.sub(r"(?:er|ing)$", "", w.casefold()) for w in words[start:start + size]] == doer \
                    and any(w.casefold().endswith("ing") for w in words[start:start + size]):
                return span
    return None


def bare_value(unit: MemoryUnit) -> str:
    """The value itself, whether the memory states or retracts it (an extractor writes a retraction's
    value as ``"not X"``, :class:`credo.llm.base.Candidate`)."""
    # (a hyphen is no word of its own: "five-a-side" and "five a side" are one value, as a reader may rejoin them)
    # (and an accent typed or not is one value: "bodhrán", "bodhran")
    value = re.sub(r"\s*-\s*", " ", vocabulary.unaccented((unit.value or "").strip().casefold()))
    value = value.removeprefix("not ").strip() if retracts(unit) else value
    # one of a set is the same one however counted ("two guinea pigs" / "got rid of the guinea pigs")
    return set_member(value) if unit.attribute and is_multi_valued(unit.attribute) else value


def retracts(unit: MemoryUnit) -> bool:
    """The memory takes its value back ("not allergic to latex anymore"): ``metadata["retracts"]``."""
    return bool(unit.metadata.get("retracts"))


def joins(unit: MemoryUnit) -> bool:
    """The memory's value joins the others instead of replacing them: a multi-valued attribute
    (:data:`credo.vocabulary.MULTI_VALUED`: allergies, languages, pets, children ...) or a value said as
    one more ("also", "too", "another": ``metadata["adds"]``)."""
    return bool(unit.attribute and is_multi_valued(unit.attribute)) or bool(unit.metadata.get("adds"))


def contradicts(unit: MemoryUnit, other: MemoryUnit) -> bool:
    """Whether ``unit`` and ``other`` (same entity and attribute) cannot both hold.

    A value and its retraction never can. Two values can when the new one joins the others
    (:func:`joins`); a retraction of one value says nothing about another.
    """
    if bare_value(unit) == bare_value(other) or retracts(unit) and not retracts(other) \
            and _names_the_same(bare_value(unit), bare_value(other)) \
            or retracts(other) and not retracts(unit) and _named_short(bare_value(unit), bare_value(other)):
        # a value said to have ended ("Our old dog Hugo died in April") ends the same value held open
        return retracts(unit) != retracts(other) or _ended(unit) != _ended(other)
    return not (joins(unit) or retracts(unit) or retracts(other))


def competing(unit: MemoryUnit, pair: Pair) -> Pair:
    """The part of ``pair`` a new value is decided against.

    A value that joins the others (:func:`joins`) is a pair of its own: only the memories of that
    same value, stated or retracted, and a conflict only if one of them is in it -- a third allergy
    never joins the conflict over the first. A single value meets every value but the retractions
    of other values, which are nobody's rivals and no step of its history.
    """
    if not joins(unit):
        keep = [m for m in pair.timeline if not retracts(m) or bare_value(m) == bare_value(unit)]
        return replace(pair, facts=tuple(m for m in pair.facts if not retracts(m) or
                                         bare_value(m) == bare_value(unit)), timeline=tuple(keep))
    same = bare_value(unit)
    if retracts(unit):  # "quit the softball league" takes back "softball"
        held = next((bare_value(m) for m in pair.facts if not retracts(m) and _names_the_same(same, bare_value(m))),
                    None)
        same = held or same
    else:  # "we're playing the crawfish festival after all" takes back "not the Breaux Bridge crawfish festival"
        same = next((bare_value(m) for m in pair.facts if retracts(m) and _named_short(same, bare_value(m))), same)
    timeline = tuple(m for m in pair.timeline if bare_value(m) == same)
    ids = {m.id for m in timeline}
    conflict = pair.conflict if pair.conflict is not None and ids & set(pair.conflict.memory_ids) else None
    behind = pair.conflict_behind if pair.conflict_behind is not None and \
        ids & set(pair.conflict_behind.memory_ids) else None
    return replace(pair, facts=tuple(m for m in pair.facts if bare_value(m) == same),
                   hidden=tuple(m for m in pair.hidden if bare_value(m) == same), timeline=timeline,
                   conflict=conflict, conflict_behind=behind, churn=pair.churn if timeline else 0)


#: Words that name where or how a pastime is done, not another pastime: "the softball league" is softball.
_SETTINGS = frozenset({"league", "club", "team", "lessons", "lesson", "classes", "class", "group", "practice",
                       "sessions", "membership", "squad", "course"})


def _names_the_same(said: str, value: str) -> bool:
    """Whether a value given up as ``said`` is the held ``value``, said with the words of its setting
    ("softball league" / "softball"), without its qualifier ("sold my sax" / "tenor sax") or by its own name
    alone ("Holywood" / "Holywood Golf Club")."""
    held = value.split()
    # ("let my Holywood membership lapse" / "Holywood Golf Club": the club by the name before what it is)
    # ("cancelled my co-op membership" / "Mill Lane kiln co-op": the thing by what it is, its last words)
    return _said_with_its_setting(said, value) or len(said.split()) == 1 and len(held) > 1 \
        and (set_member(held[-1]) == said or held[0] == said and held[-1] in _SETTINGS) \
        or _named_short(said, value)


def _named_short(said: str, value: str) -> bool:
    """Whether ``said`` is ``value`` without the words that open it ("crawfish festival" / "breaux bridge crawfish
    festival"): the same thing, named short, at least two words of it."""
    return len(said.split()) >= 2 and value.endswith(f" {said}")


def _said_with_its_setting(said: str, value: str) -> bool:
    """Whether ``said`` is ``value`` with only the words of its setting added ("softball league" / "softball")."""
    words, held = said.split(), value.split()
    if len(words) > 1 and words[-1] in _SETTINGS and len(held) > 1 and words[-2] == held[-1] \
            and all(w in held or w in _SETTINGS or w in _FONDLY for w in words):
        return True  # ("given up the bowling league" / "ten pin bowling": the pastime by its last word, and where)
    return len(words) > len(held) and all(w in words for w in held) \
        and all(w in held or w in _SETTINGS or w in _FONDLY for w in words)


#: Words said of a thing one gives up that make it no other thing: "gave the old piano to the parish hall".
_FONDLY = frozenset({"the", "old", "my", "our", "little", "trusty", "beloved", "battered", "faithful"})


def _ended(unit: MemoryUnit) -> bool:
    """Whether the memory says when its value stopped holding (``valid_until``, as said: "had Hugo until April")."""
    return unit.valid_until is not None


def compatible(a: MemoryUnit, b: MemoryUnit) -> bool:
    """Two memories may be duplicates unless both state a structured fact and the facts differ, one takes
    back what the other states, or one says when the value stopped holding and the other holds it open."""
    if retracts(a) != retracts(b) or _ended(a) != _ended(b):
        return False
    if not (a.entity and b.entity):
        return True
    return (a.entity, a.attribute, value_of(a)) == (b.entity, b.attribute, value_of(b))


def kin_attribute(unit: MemoryUnit, state: State, policy: WritePolicy) -> str | None:
    """The attribute the user already has that ``unit``'s differently worded one names, if any.

    The closest of ``state.kin`` at or above ``attribute_cosine`` (:mod:`credo.attributes`); once
    renamed (``metadata["attribute_as_said"]`` keeps the name as said), never again.
    """
    if unit.status is not Status.ACTIVE or not unit.entity or "attribute_as_said" in unit.metadata:
        return None
    if unit.kind is Kind.CORRECTION or vocabulary.corrects(unit.text):
        # "My son Jamie's school trip is to York." / "Wait no, Jamie's trip is to Chester": a correction says the
        # property it puts right in fewer (or more) words; the one named more or less fully is the one meant
        nested = next((name for name, _ in state.kin if vocabulary.named_more_fully(unit.attribute or "", name)),
                      None)
        if nested is not None:
            return nested
    return next((name for name, close in state.kin
                 if name != unit.attribute
                 and (close >= policy.attribute_cosine or _one_thing_named(unit, name, state)
                      or _named_within(unit, name, state))),
                None)


def _named_within(unit: MemoryUnit, name: str, state: State) -> bool:
    """One property named more fully one time than the other, where the words the fuller name puts in are said by
    the memory named more shortly ("The subtitles for the whale documentary are due on the 3rd of March." then,
    days later, "the whale documentary subtitles are due on the 27th of February": the one due date). A name whose
    added words the other memory never says ("visa due date" / "due date") is another thing's."""
    if not vocabulary.named_more_fully(unit.attribute or "", name):
        return False
    mine, theirs = vocabulary.attribute_words(unit.attribute or ""), vocabulary.attribute_words(name)
    shorter, fuller = sorted((mine, theirs), key=len)
    added = [w for w in fuller if w not in shorter]
    # (the memory named more shortly must say them: the held one, or this one)
    said = [m.text for m, _ in state.neighbours if (m.entity, m.attribute) == (unit.entity, name)
            and m.status is Status.ACTIVE] if fuller is mine else [unit.text]
    return bool(added) and any(all(re.search(rf"\b{re.escape(w)}", text, re.IGNORECASE) for w in added)
                               for text in said)


def _one_thing_named(unit: MemoryUnit, name: str, state: State) -> bool:
    """Two names of one property that qualify their last word by different words, where the memory that holds the
    other name says this one's word of its thing ("The allotment rent for my plot is 40 pound a year." / "Plot rent's
    actually 52 pound a year": the plot's rent both times), or this memory says the other's."""
    mine_words, theirs_words = vocabulary.attribute_words(unit.attribute or ""), vocabulary.attribute_words(name)
    added = vocabulary.own_words(unit.attribute or "", name)
    if added is None or not mine_words or not theirs_words or mine_words[-1] != theirs_words[-1]:
        return False
    mine, theirs = added
    held = [m for m, _ in state.neighbours if (m.entity, m.attribute) == (unit.entity, name)
            and m.status is Status.ACTIVE]
    return any(_thing_of(m.text, mine) for m in held) or bool(held) and _thing_of(unit.text, theirs)


def _thing_of(text: str, word: str) -> bool:
    """``text`` says what it speaks of is of a ``word`` ("the rent for my plot", "the fee of the club")."""
    whose = r"(?:(?:the\s+)?user['’]s|my|our|the|his|her|their)"
    return re.search(rf"\b(?:for|of|on)\s+{whose}\s+{re.escape(word)}s?\b", text, re.IGNORECASE) is not None


def held_elsewhere(unit: MemoryUnit, state: State) -> MemoryUnit | None:
    """The memory that holds what a retraction takes back, under another attribute of the same entity.

    A reader types what is given up by the words alone, and a name says little: "Quit Barclays yesterday" or
    "cancelled my PureGym membership" may read as a pastime dropped. The user's own memories know better --
    Barclays is the employer, PureGym the gym -- so a retraction whose value its own pair never held, and that
    one of its nearest memories of the same entity holds (the same words, one value inside the other:
    :func:`same_value`), takes that memory's attribute and value, and is decided again for that pair. Once
    renamed (``metadata["attribute_as_said"]``), never again.
    """
    if not retracts(unit) or unit.status is not Status.ACTIVE or not unit.entity \
            or "attribute_as_said" in unit.metadata:
        return None
    if state.pair is not None and any(bare_value(m) == bare_value(unit) for m in state.pair.timeline):
        return None
    said = (unit.value or "").removeprefix("not ").strip()
    return next((m for m, _ in state.neighbours
                 if m.status is Status.ACTIVE and m.entity == unit.entity and m.attribute
                 and m.attribute != unit.attribute and "@" not in m.attribute and not retracts(m)
                 and _holds(m, said)), None)


#: Words for a group the speaker belongs to, whose plans the speaker tells as theirs: "the band's Christmas do".
_GROUPS = frozenset({"band", "team", "club", "choir", "crew", "squad", "family", "school", "church", "group",
                     "society", "office", "company", "firm", "department", "class", "troupe", "orchestra", "cast",
                     "league", "committee", "charity", "association", "union", "lodge", "tower", "yard", "lab",
                     "studio", "station", "shop", "practice", "ward", "unit"})
#: Names of what is held somewhere at some time, whose place, date or time a group's plan has.
_PLAN_PARTS = ("_location", "_date", "_time", "_day", "_venue")


def group_holder(unit: MemoryUnit, state: State) -> tuple[str, str] | None:
    """The group whose plan a statement of the speaker's is about, when the reader filed it as the user's ("The band's
    Christmas do is at the Grand Hotel." then "so the Christmas do's at the Crown Spa now"): the one group among the
    nearest memories holding that same place, date or time (named as fully or less), where the user holds none -- the
    statement is decided again as the group's, under the group's name for it. None otherwise."""
    if unit.status is not Status.ACTIVE or unit.entity != "user" or not unit.attribute \
            or not unit.attribute.endswith(_PLAN_PARTS) or "entity_as_said" in unit.metadata:
        return None
    if state.pair is not None and state.pair.timeline:
        return None
    # (named more or less fully: "the party's at the Red Barn" of "the surf school's end-of-season party")
    held = {(m.entity, m.attribute) for m, _ in state.neighbours if m.status is Status.ACTIVE and m.entity in _GROUPS
            and m.attribute and (m.attribute == unit.attribute or vocabulary.named_more_fully(unit.attribute, m.attribute))}
    return next(iter(held)) if len(held) == 1 else None


#: A return said by where one is back: "Back in Taunton again", "back at the Leith branch", "back on Holyhead".
_BACK_IN = re.compile(r"\bback (?:in|at|on|to|with)\b", re.IGNORECASE)
#: Attributes of where one is, any of which a place one is back in may be.
_WHEREABOUTS = frozenset({"home_city", "work_location", "home_country", "address", "team", "school", "employer"})


def slot_held(unit: MemoryUnit, state: State) -> str | None:
    """The slot a ``placement`` is in: a slot the speaker is put in or is back in, said without naming what it is of
    ("They've shoved me onto afternoons now", "mornings again from today"), is a value of the slot they held latest
    (:data:`credo.vocabulary.SLOTS`: "I'm on the morning desk" is the desk): the slot they hold, however long ago it
    was said ("They've moved me over to the big cats" months after "I'm a keeper on the primate section"), or one
    held within 90 days; so a slot held, left and taken again is one value and its loop. None when the user holds no
    slot and held none that recently."""
    if unit.status is not Status.ACTIVE or unit.entity != "user" or unit.attribute != "placement" \
            or "attribute_as_said" in unit.metadata:
        return None
    held = [m for m, _ in (*state.neighbours, *state.before.values())
            if m.entity == "user" and m.attribute in vocabulary.SLOTS and m.attribute != "placement"
            and m.status in (Status.ACTIVE, Status.SUPERSEDED, Status.CHALLENGED) and m.created_at < unit.created_at
            and (m.status is Status.ACTIVE or unit.created_at - m.created_at <= timedelta(days=90))]
    return max(held, key=lambda m: m.created_at).attribute if held else None


def back_where_held(unit: MemoryUnit, state: State) -> MemoryUnit | None:
    """The memory of the speaker's that held a place before, under the attribute a return to it is about ("I'm based
    at the Taunton register office" / "They've sent me over to Yeovil" / "Back in Taunton again", read as a home):
    a return names what was held, so it takes that memory's attribute and is decided again as a value of it (a
    loop, then, for a person to settle). None when no memory of the user's of the last 90 days held that place under
    another attribute of where one is."""
    if unit.status is not Status.ACTIVE or unit.entity != "user" or retracts(unit) \
            or unit.attribute not in _WHEREABOUTS or "attribute_as_said" in unit.metadata \
            or not _BACK_IN.search(unit.text):
        return None
    if state.pair is not None and any(bare_value(m) == bare_value(unit) for m in state.pair.timeline):
        return None
    # (what the nearest memories replaced too: the place held before the move is history now)
    held = [m for m, _ in (*state.neighbours, *state.before.values())
            if m.entity == "user" and m.attribute in _WHEREABOUTS and m.attribute != unit.attribute
            and not retracts(m) and m.status in (Status.ACTIVE, Status.SUPERSEDED, Status.CHALLENGED)
            and bare_value(m) == bare_value(unit) and m.created_at < unit.created_at
            and unit.created_at - m.created_at <= timedelta(days=90)]
    return max(held, key=lambda m: m.created_at) if held else None


#: A return said first and alone, by the name of where one is back: "Back at Longsands from Saturday, ...".
_BACK_TO = re.compile(r"^\W*(?:(?:I'm|I am|we're|we are|the user is|user is) )?back (?:at|in|on|to) (?:the )?"
                      r"(?P<place>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,2})(?= from| again| this| next| for|[,.;!]|$)")


def back_to_a_value(unit: MemoryUnit, state: State) -> tuple[MemoryUnit, str] | None:
    """The memory of the speaker's that held a place a statement the reader could not type says they are back at
    ("I'm parking the van at Longsands" / "Moved the van to Whitley Bay" / "Back at Longsands from Saturday, ..."),
    with the place as said: the return is that place again, under the attribute it was held under (a loop, then, for
    a person to settle). None unless exactly one attribute of the user's held that place in the last 90 days."""
    found = _BACK_TO.match(unit.text)
    if found is None or unit.status is not Status.ACTIVE or unit.attribute or unit.entity not in (None, "user"):
        return None
    place = found.group("place")
    held = [m for m, _ in (*state.neighbours, *state.before.values())
            if m.entity == "user" and m.attribute and not retracts(m) and bare_value(m) == place.casefold()
            and m.status in (Status.ACTIVE, Status.SUPERSEDED, Status.CHALLENGED) and m.created_at < unit.created_at
            and unit.created_at - m.created_at <= timedelta(days=90)]
    return (held[0], place) if len({m.attribute for m in held}) == 1 else None


#: An owner said just before a thing's name that is not the speaker's side ("her rent", "Tom's gym membership").
_SOMEONE_ELSES_THING = re.compile(r"(?:\b(?:his|her|their|its)|\b(?!user's)\w+'s|\b\w+s')\s+(?:\w+\s+)?$",
                                  re.IGNORECASE)
#: Words between a thing's name and its value said again ("tasting flight £22", "the tasting flight's now £22").
_BEFORE_A_VALUE = re.compile(r"\s*(?:(?:'s|’s|is|are|was|now|at|costs?|:|=|-|–)\s*)*")


#: A figure said as where a running count has got to: "Up to 120 hours now", "Just passed 300 hours", "Broke 1800
#: at last!", "Herd's up to 180".
_GOT_TO = re.compile(r"\b(?:up to|down to|passed|past|broke|broken|hit|reached|topped|crossed|now at|now on|over)\s+"
                     r"(?:the\s+)?(?P<figure>\d[\d,]*(?:\.\d+)?)(?P<thousands>k)?\b(?:\s+(?P<unit>[a-z]+))?",
                     re.IGNORECASE)
#: How long a running count is followed: a pilot's hours, a herd, a rating climb over a year or two.
_RUNNING_DAYS = timedelta(days=730)


def _figure(said: str, thousands: str | None = None) -> float | None:
    try:
        return float(said.replace(",", "")) * (1000 if thousands else 1)
    except ValueError:
        return None


def _moved_figure_of(unit: MemoryUnit, state: State, structured: bool) -> tuple[MemoryUnit, str] | None:
    """The speaker's running count a figure said as where it has got to is the new value of (:data:`_GOT_TO`:
    "Up to 1600 after the summer congress" of "My club rating is 1450"; "Just passed 300 hours" of "I've logged 50
    hours towards my PPL"), with the figure: the latest memory of the speaker's side of the last two years that
    states one figure, in the unit said (or, no unit said, within a third and three times the new figure), a state
    and not an event. ``structured``: only a memory with an attribute (whose value the figure becomes), else only
    one without (which the statement replaces, :func:`figure_moved`)."""
    if unit.status is not Status.ACTIVE or unit.attribute or unit.entity not in (None, "user") or retracts(unit) \
            or unit.confidence < 0.5:  # (a plan only thought of moves no count)
        return None
    found = _GOT_TO.search(vocabulary.spelled_numbers(unit.text))
    figure = _figure(found.group("figure"), found.group("thousands")) if found is not None else None
    if found is None or not figure:
        return None
    said_unit = (found.group("unit") or "").lower().rstrip("s")
    held: list[tuple[MemoryUnit, str]] = []
    for memory, _ in state.neighbours:
        if memory.entity not in (None, "user", "team") or retracts(memory) or memory.status is not Status.ACTIVE \
                or memory.created_at >= unit.created_at or unit.created_at - memory.created_at > _RUNNING_DAYS \
                or bool(memory.attribute) != structured \
                or memory.kind not in (Kind.FACT, Kind.PATTERN, Kind.EPISODE):
            continue
        text = vocabulary.spelled_numbers(own_words(memory))
        figures = [(m.group(1), (m.group(2) or "").lower().rstrip("s"))
                   for m in re.finditer(r"(?<![\w.:])(\d[\d,]*(?:\.\d+)?)(?![\d:])(?:\s+([a-z]+))?", text,
                                        re.IGNORECASE)]
        if len(figures) != 1:
            continue
        before = _figure(figures[0][0])
        if before is None or before == figure:
            continue
        unit_said = bool(said_unit) and said_unit not in ("now", "after", "at", "since", "and", "the", "this", "last",
                                                          "in", "for", "on", "from", "with", "so")
        if unit_said and figures[0][1] != said_unit:
            continue
        # (a count told as an event is one only in the unit said: "I've logged 50 hours", never "we bought 3 cows")
        if not unit_said and (not 1 / 3 <= figure / before <= 3 or memory.kind is Kind.EPISODE and not untyped(memory)):
            continue
        value = (memory.value or "").replace(figures[0][0], found.group("figure"), 1) if structured else ""
        held.append((memory, value))
    return max(held, key=lambda found_: found_[0].created_at) if held else None


def figure_moved(unit: MemoryUnit, state: State) -> list[Supersede]:
    """A figure said as where a running count has got to replaces the untyped statement of the count it moves on
    (:func:`_moved_figure_of`): "Up to 120 hours now, PPL done." after "I've logged 50 hours towards my PPL." -- a
    count that grows is no loop, however often it is said."""
    found = _moved_figure_of(unit, state, False)
    return [Supersede(found[0], unit, f"{_MOVED_ON} {unit.id} says where the count {found[0].id} held has got to")] \
        if found is not None else []


_MOVED_ON = "moved on:"


def named_value_again(unit: MemoryUnit, state: State) -> tuple[MemoryUnit, str] | None:
    """A held value's thing named again with another value of the same shape, said in passing and read without a
    structure ("Picked up the new menu cards today, tasting flight £22, same six wines" after "A tasting flight at our
    cellar door is £18 for six wines"): the memory it is a new value of, and that value (the held one with its
    figure put right: "£22 for six wines"). The thing is named by every word of the attribute that says what it is
    about, the value said right after it; a sum only for a sum; never someone else's ("his rent £700"). None unless
    exactly one memory of the speaker's side among the nearest qualifies."""
    if unit.status is not Status.ACTIVE or unit.attribute or unit.entity not in (None, "user") or retracts(unit):
        return None
    found: list[tuple[MemoryUnit, str]] = []
    for memory, _ in state.neighbours:
        if memory.entity not in ("user", "team") or not memory.attribute or not memory.value or retracts(memory) \
                or memory.status is not Status.ACTIVE or memory.created_at >= unit.created_at:
            continue
        words = vocabulary.subject_words(memory.attribute)
        held = vocabulary.said_value(memory.value)
        if held is None or not words:
            continue
        shape, old = held
        for named in re.finditer(r"\b" + r"\s+".join(re.escape(w) for w in words) + r"(?:s|es)?\b", unit.text,
                                 re.IGNORECASE):
            if _SOMEONE_ELSES_THING.search(unit.text[:named.start()]):
                continue  # ("her rent £700", "Tom's rent's £700": someone else's)
            at = _BEFORE_A_VALUE.match(unit.text, named.end())
            start = at.end() if at is not None else named.end()
            new = vocabulary.said_value(unit.text, start)
            if new is None or new[0] != shape or not unit.text.startswith(new[1], start) \
                    or new[1].casefold() == old.casefold() or (old[:1] in "£$€") != (new[1][:1] in "£$€"):
                continue
            found.append((memory, vocabulary.put_said_value(memory.value, shape, new[1]) or new[1]))
            break
    return found[0] if len({(m.entity, m.attribute) for m, _ in found}) == 1 else None


def _holds(memory: MemoryUnit, said: str) -> bool:
    """Whether ``memory`` holds the value ``said`` takes back: the same words, one value inside the other
    (:func:`same_value`), or a name a possession held by its kind carries ("We've got a ferret too, Bandit" /
    "Gave Bandit to my nephew"; "Polish", held by name, is no "Krakow")."""
    gone = said.casefold()  # as said: a set's member is singular
    if same_value(gone, (memory.value or "").casefold()):
        return True
    if memory.attribute == "job_title" and gone.endswith("ing") and len(gone) > 5 \
            and (memory.value or "").casefold().split()[-1:] in ([gone[:-3] + "er"], [gone[:-3] + "or"]):
        return True  # ("Lou's packed in teaching" after "Lou is a teacher": the work given up is the job)
    return said[:1].isupper() and len(said) >= 3 and is_multi_valued(memory.attribute or "") \
        and (memory.value or "")[:1].islower() and _has_words(memory.text, gone)


def same_value(one: str, other: str) -> bool:
    """Whether two values name one thing, the words of one all among the other's ("pixel" and "pixel 6",
    "puregym membership" and "puregym"), and the shorter names something (a word of three letters or more, or two
    words: "co op")."""
    words, others = set(re.findall(r"[\w'+#-]+", one)), set(re.findall(r"[\w'+#-]+", other))
    # (the words of a setting name no other thing: "bowling league" and "ten pin bowling")
    words, others = (words - _SETTINGS or words), (others - _SETTINGS or others)
    shorter = words if len(words) <= len(others) else others
    return bool(shorter) and (words <= others or others <= words) and (any(len(w) >= 3 for w in shorter)
                                                                      or len(shorter) > 1)


#: What one does rather than has: giving one up ends the routines that name it.
PASTIMES = frozenset({"hobbies", "instruments", "sports"})


def given_up(unit: MemoryUnit, state: State, taken: set[str]) -> list[Supersede]:
    """The routines a pastime given up ends: "Gave up pottery" retires "User does pottery on Saturdays" -- a
    pattern or procedure of the same entity, among the memory's nearest, whose words name the pastime and were
    true no later. History keeps both."""
    gone = bare_value(unit)
    if not retracts(unit) or canonical_attribute(unit.attribute or "") not in PASTIMES or len(gone) < 3:
        return []
    return [Supersede(m, unit, f"ended: {unit.id} gives up {gone!r}")
            for m, _ in state.neighbours
            if m.id not in taken and m.id != unit.id and m.status is Status.ACTIVE
            and m.kind in (Kind.PATTERN, Kind.PROCEDURE) and m.entity in (None, unit.entity)
            and m.valid_from <= unit.valid_from and _has_words(m.text, gone)]


#: Kinds a later statement can replace by naming what it replaces.
REPLACEABLE = frozenset({Kind.FACT, Kind.PREFERENCE, Kind.DECISION, Kind.CORRECTION})
#: The topic floor for a memory whose name a statement says is gone: the name and the word of its end are the
#: evidence, so only a memory on a plainly other topic is spared (a cosine below this).
GONE_COSINE = 0.1

#: Kinds that can replace: those, and an event that says what it replaced ("Sunny passed away").
REPLACING = REPLACEABLE | {Kind.EPISODE}


def replaced(unit: MemoryUnit, state: State, policy: WritePolicy) -> list[Supersede]:
    """The memories a new statement replaces by meaning rather than by entity+attribute.

    * A decision that takes back the one just made ("scrap that, we're going with MySQL":
      :func:`credo.vocabulary.reverses`, or ``metadata["reverses"]``) retires the user's latest
      decision recorded at most ``reversal_days`` before it.
    * A statement or an event that names what it replaces or what is gone ("Hetzner instead of AWS",
      "St Anne's, not Oakwood", "from Evernote to Obsidian", "Sunny passed away":
      :func:`credo.vocabulary.names_replaced`) retires the user's
      memory that states it -- its value or a name in its text -- when that memory is not on another
      topic (cosine >= ``replace_cosine``, a low floor: the name is the evidence), about the same
      entity, true no later, and not
      about another named thing (:func:`credo.gates.distinct_things`: "my sister moved from
      Glasgow" never moves the user).
    """
    if unit.kind is Kind.DECISION and retracts(unit) and unit.status is Status.ACTIVE and revises(unit.text):
        # "I'm not retiring after all" after "I've decided to retire at the end of the season": the choice taken
        # back is the latest decision on its topic, whatever the retraction's own pair holds
        words = {w for w in gates.topic_words(unit.text) if not value_shapes(w)}
        taken = _latest_before(unit, [m for m, _ in state.recent if m.kind is Kind.DECISION],
                               lambda m: bool(_shared(words, gates.topic_words(m.text))), _FRAME_DAYS)
        return [Supersede(taken, unit, f"taken back by decision {unit.id}")] if taken is not None else []
    if unit.kind not in REPLACING or retracts(unit) or unit.status is not Status.ACTIVE:
        return []
    out: list[Supersede] = []
    decisions = [m for m, _ in state.recent if m.kind is Kind.DECISION]
    if unit.kind is Kind.DECISION:
        # a plan said plainly is a choice a decision may take back ("The team's buying a second-hand Hilux" / "Scrap
        # the Hilux, we're getting a Defender instead"), newest first among the decisions
        known = {m.id for m in decisions}
        plans = [m for m, _ in state.neighbours if m.id not in known and planned(m)]
        decisions = sorted([*decisions, *plans], key=lambda m: m.created_at, reverse=True)
    if unit.kind is Kind.DECISION and (unit.metadata.get("reverses") or reverses(unit.text)):
        # (a plan said plainly is taken back only by naming it: "Scrap the Hilux")
        said = {w for w in gates.topic_words(unit.text) if not value_shapes(w)}
        latest = _latest_before(unit, decisions, lambda m: m.kind is Kind.DECISION or bool(
            said & gates.topic_words(m.text)), timedelta(days=policy.reversal_days))
        if latest is not None:
            out.append(Supersede(latest, unit, f"taken back by decision {unit.id}"))
    if unit.kind is Kind.DECISION and not out and not taken_back(unit.text) and revises(unit.text):
        # "Update on the CLI rewrite: we're doing it in Rust after all": the latest decision on its topic
        words = {w for w in gates.topic_words(unit.text) if not value_shapes(w)}
        # (the reason after the choice names no other thing: "We're keeping the Shipley shop open after all, the
        # landlord's dropped the rent")
        choice = _choice_said(unit.text)
        def same_thing(m: MemoryUnit) -> bool:
            return not gates.distinct_things(m.text, choice) or not gates.distinct_things(m.text, unit.text)

        about = _latest_before(unit, decisions, lambda m: bool(words & gates.topic_words(m.text)) and (
            same_thing(m) or _choice_swapped(m.text, unit.text)))
        if about is None:
            # "We're opening Mondays after all" after "We've decided to shut the studio on Mondays from May": only
            # the day is shared, so only a decision of the last weeks is revised by it
            words = gates.topic_words(unit.text)
            about = _latest_before(unit, decisions, lambda m: bool(words & gates.topic_words(m.text))
                                   and same_thing(m), _FRAME_DAYS)
        if about is None and (passed := _passed_over(unit.text)):
            # "Went with Hunters in the end, Connells wanted 1.8 percent" after "We're putting the house on with
            # Connells": the latest choice of the last weeks that named what was passed over
            chosen = sorted((m for m, _ in (*state.neighbours, *state.recent) if m.kind is Kind.DECISION or untyped(m)),
                            key=lambda m: m.created_at, reverse=True)
            about = _latest_before(unit, chosen, lambda m: any(_has_words(m.text, name.casefold()) for name in passed),
                                   _FRAME_DAYS)
            words = {name.casefold() for name in passed}
        if about is None and _WENT_WITH.search(unit.text):
            # "Going with QuickBooks after all, the accountant prefers it" a week after "We've decided to use Xero for
            # the accounts": a choice said again with nothing in common but its being chosen revises the one choice
            # made in the last weeks, when there is only one
            lately = [m for m in decisions if m.id != unit.id and m.status is Status.ACTIVE and m.kind is Kind.DECISION
                      and timedelta(0) <= unit.created_at - m.created_at <= _FRAME_DAYS]
            about = lately[0] if len(lately) == 1 else None
        if about is None:
            # "Scrap the Hilux, the chassis was rotten, we're getting a Defender instead": one choice said in two, the
            # dropping and what is chosen in its place
            about = next((m for m in decisions if m.id != unit.id and m.created_at == unit.created_at
                          and m.status is Status.ACTIVE and _DROPS.match(m.text)), None)
        if about is not None:
            shared = sorted(words & gates.topic_words(about.text)) or sorted(words)
            out.append(Supersede(about, unit, f"revised by decision {unit.id} on {', '.join(shared)}"))
    picked = _CHOSEN.search(unit.text) if unit.kind is Kind.DECISION and not out else None
    if picked is not None:
        # "so we take the gas furnace from Charlie Correll now" days after "For the new studio we choose the electric
        # furnace from Wet Dog Glass": one thing of a kind chosen in place of another, without a word of revising
        head, picked_as = picked.group("head").casefold(), (picked.group("thing").casefold(), picked.group("who") or "")

        def other_of_its_kind(m: MemoryUnit) -> bool:
            before = _CHOSEN.search(m.text)
            return before is not None and before.group("head").casefold() == head \
                and (before.group("thing").casefold(), before.group("who") or "") != picked_as

        about = _latest_before(unit, decisions, other_of_its_kind, _FRAME_DAYS)
        if about is not None:
            out.append(Supersede(about, unit, f"revised by decision {unit.id}: another {head} chosen"))
    thing = taken_back(unit.text) if unit.kind is Kind.DECISION and not out else None
    if thing:  # "No contractor after all": the latest decision about a contractor, however long ago
        about = _latest_before(unit, decisions, lambda m: _has_words(m.text, thing))
        if about is not None:
            out.append(Supersede(about, unit, f"taken back by decision {unit.id}: no {thing}"))
    seen = {a.old.id for a in out} | {unit.id}
    off = _CALLED_OFF.match(unit.text)
    for other, cosine in (*state.neighbours, *state.recent):
        if other.id in seen:
            continue
        seen.add(other.id)
        if other.kind not in REPLACEABLE and not (other.kind is Kind.PATTERN and other.attribute) \
                and not untyped(other) and not (other.kind is Kind.PATTERN and any(
                    names_gone(unit.text, term) for term in _terms(other))):
            continue  # ("I drive a red MX-5, top down every chance I get": a thing held, said with a habit; a
            # statement the reader could not type is replaced by name as a fact is: "instead of Zadok")
        plan = planned(other)
        choices = unit.kind is Kind.DECISION and (other.kind is Kind.DECISION or plan)
        named = next((term for term in _terms(other) if names_replaced(unit.text, term)
                      or choices and _dropped(unit.text, term)), None) \
            or (_dropped_thing(unit.text, other.text) if choices or (
                other.kind is Kind.DECISION or plan) and unit.kind is Kind.EPISODE else None) \
            or next((head for head in _value_heads(other) if names_replaced(unit.text, head)), None)
        # ("they want a cross in white lilies instead of the heart" / "the user is doing a heart tribute in red roses":
        # the thing named as put aside is the evidence, however little else the two share)
        instead = _instead_of(unit.text, other.text) if named is None and (untyped(other) or plan) else None
        named = named or instead
        # ("Offsite's off, budget got cut" after "Team offsite will be in Brighton": a plan called off by its name)
        called_off = off.group("thing") if off is not None and named is None \
            and _has_words(other.text, off.group("thing").casefold()) else None
        named = named or called_off
        instead = instead or called_off
        # a name said to be gone needs no topic in common ("Tigger passed away in April, we were heartbroken")
        dropping = named is not None and (choices or (other.kind is Kind.DECISION or plan)
                                          and unit.kind is Kind.EPISODE) \
            and (_opens_dropping(unit.text, named) or _dropped(unit.text, named)
                 or _dropped_thing(unit.text, other.text) == named)
        # (a choice of the team's named as replaced by its value: "The parish council wants Yorkstone instead of the
        # Portland" of "For the war memorial we're using Portland stone", whatever else the two say)
        teams = named is not None and other.entity == "team" and bool(other.value) \
            and _has_words(str(other.value), named.casefold()) and names_replaced(unit.text, named)
        # (a choice that names the one before as replaced, on its topic: "change us to the Gold package instead of
        # Bronze, more kids are coming" of "I've booked the Bronze party package": the kids of the reason are no
        # other thing)
        swapped = named is not None and choices and names_replaced(unit.text, named)
        kind_swapped = swapped and _same_kind_swapped(unit.text, other.text, named or "")
        floor = GONE_COSINE if named is not None and (names_gone(unit.text, named) or dropping or instead or teams
                                                      or kind_swapped) else None
        # (a team's choice named as put aside by its own words is the evidence, however little else the two share:
        # "Her daughter rang, they want chocolate fudge instead of the lemon" of "... we're doing lemon sponge")
        floor = 0.0 if teams else floor
        # (a choice that opens by dropping the one before by name, "Forget Tenerife, it's a cottage in the Lakes",
        # is on that choice's topic whatever else it says, whoever it gives as the reason: "the kids want snow")
        gone = named is not None and names_gone(unit.text, named)
        if gone and other.entity not in (None, "user") and vocabulary.names_parted(unit.text, named or ""):
            continue  # ("Tom dumped me": the tie ends, Tom is still a chef)
        # (the name said gone is the evidence whatever else the new one speaks of: "Handed my notice in at Polished and
        # got the keys to my own salon, first clients Monday")
        # (a team's choice named as put aside: what else each says of the thing is the choice changed, "black card"
        # for "cotton card")
        same = vocabulary.names_of(other.attribute) | (frozenset(gates.distinct_things(other.text, unit.text))
                                                       if dropping or gone or swapped or teams else frozenset()) \
            | (_END_WORDS | vocabulary.RELATIONS if gone else frozenset())
        # ("User lost Pickle" / "User's pets: Pickle": no two things; "Pat's spaniel Bramble died" / "Our neighbour
        # Pat has a spaniel called Bramble": the name gone is the evidence, whoever the sentences say it is whose)
        # ("Bramble went off to a riding school for good": the sentence is about the one gone, whoever's it was)
        key = normalise_key(named or "") or ""
        # (a title said with the name is the same person: "Dr Shah retired", filed as Shah's)
        about = unit.model_copy(update={"entity": None}) if gone and unit.entity \
            and (unit.entity == key or key.endswith(f"_{unit.entity}")) else unit
        if named is not None and _replaceable(about, other, cosine, policy, floor=floor, same_thing=same, named=True):
            # the relation a value is held under is no other thing ("boyfriend": Jonas, "Jonas and I broke up")
            out.append(Supersede(other, unit, f"replaced: the new memory {unit.id} names {named!r} as replaced"))
    return out


def _same_kind_swapped(text: str, other: str, named: str) -> bool:
    """Whether ``text`` puts one of a kind in the place of ``named`` and ``other`` chose ``named`` as that kind ("the
    Gold package instead of Bronze" of "the Bronze party package"): one choice of one kind of thing, whatever else the
    two say."""
    found = re.search(rf"\b(?P<kind>[a-z][\w-]+)\s+instead of\s+(?:the\s+)?{re.escape(named)}\b", text,
                      re.IGNORECASE)
    return found is not None and re.search(
        rf"\b{re.escape(named)}\s+(?:[\w-]+\s+)?{re.escape(found.group('kind'))}\b", other, re.IGNORECASE) is not None


#: Where a choice said again ends and its reason begins: after "after all", "instead" or "in the end", at a comma.
_REASON_AFTER = re.compile(r"\b(?:after all|instead|in the end)(?=,\s)", re.IGNORECASE)


#: A plan called off by its name, first in a turn: "Offsite's off, budget got cut", "The barbecue is cancelled".
_CALLED_OFF = re.compile(r"^\W*(?:the |our |my |this year's |the team )?(?P<thing>[a-z][\w-]*(?: [a-z][\w-]*)?)(?:'s|’s| is| has"
                         r" been| was| got)(?: now| been)? (?:off|cancelled|canceled|called off|scrapped|binned|"
                         r"shelved)\b(?! (?:to|for|on|at|sick|work|duty)\b)", re.IGNORECASE)


#: A thing chosen, with its kind (the head noun): "we choose the electric furnace from Wet Dog Glass" -> ("electric
#: furnace", "furnace").
_CHOSEN = re.compile(r"\b(?:choose|chose|chosen|choosing|take|taking|book|booked|booking|pick|picked|picking|"
                     r"go with|going with|went with|go for|going for|went for|hire|hiring|hired|order|ordering|"
                     r"getting|buy|buying)\s+(?:the|a|an)\s+(?P<thing>(?:[\w'-]+\s+){0,3}?"
                     r"(?P<head>[a-z][\w-]+))"
                     r"(?=\s+(?:from|at|in|for|by|with|now|instead|this|next|on|off|to)\b|\s*[,.;!?]|\s*$)"
                     # (and whom from: "hiring the marquee from Jones Events" / "booked the marquee from Party Tents")
                     r"(?:\s+(?:from|with|through|via)\s+(?P<who>[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*))?",
                     re.IGNORECASE)


def _choice_said(text: str) -> str:
    """A choice said again without the reason given after it ("We're keeping the Shipley shop open after all")."""
    found = _REASON_AFTER.search(text)
    return text[:found.end()] if found is not None else text
_WENT_WITH = re.compile(r"\b(?i:went|going|gone|go|opted|plumped|settled|chose|picked) (?:with|for|on)? ?(?:the )?"
                        r"(?P<choice>[A-Z][\w&'-]*(?: [A-Z][\w&'-]*)*)")


#: A plan said as what the speaker's side is doing or will do: "We're putting shepherd's pie on the Friday menu", "The
#: team's buying a second-hand Hilux", "The tower outing is going to Wells", "I'm doing a heart tribute in red roses",
#: "Please note we will be appointing Arup as structural engineers".
_PLANNED = re.compile(r"^\W*(?:(?:so|right|ok|okay|please note(?: that)?|just to let you know(?: that)?|fyi|"
                      r"for info|note)[,:\s]+)?(?:we're|we are|we'll|we will|i'm|i am|i'll|user is|user's|"
                      r"user will|the user is|the user will|the team is|the team's|the team will|our [\w' -]{1,30}? is|"
                      r"our [\w-]{1,30}'s|the [\w' -]{1,30}? is|the [\w-]{1,30}'s|for [^,]{1,40}?,? (?:we're|i'm|user is|"
                      r"the user is))\s+(?:be\s+)?(?:going to \w+|(?!(?:living|working|studying|renting|using|training|teaching|"
                      r"dating|seeing|feeling|being|learning|struggling|coping|recovering|suffering)\b)\w+ing\b)",
                      re.IGNORECASE)


def planned(memory: MemoryUnit) -> bool:
    """Whether ``memory`` is the user's plan, said plainly rather than as a decision: a statement (untyped, or a fact
    of the user or their team) of what their side is doing or going to do."""
    if memory.status is not Status.ACTIVE or memory.entity not in (None, "user", "team") or _PAST.search(memory.text):
        return False
    # ("The dive club trip is to the Red Sea in October": a thing of one's own fixed for a time to come)
    fixed = memory.kind is Kind.FACT and (memory.attribute or "").endswith(_PLAN_PARTS) \
        and not re.search(r"birthday|anniversary|born|birth", memory.attribute or "")
    return (untyped(memory) or memory.kind is Kind.FACT) and (_PLANNED.search(memory.text) is not None or fixed)


_PAST = re.compile(r"\b(?:was|were|had|did|used to)\b", re.IGNORECASE)

#: A choice that opens by dropping something: "Scrap the Hilux", "Forget Tenerife", "No more Fridays".
_DROPS = re.compile(r"^\W*(?:(?:right|ok|okay|so)[,\s]+)?(?:scrap|ditch|forget|drop|cancel|bin|nix|no more|no)\s+\w",
                    re.IGNORECASE)
_INSTEAD_OF = re.compile(r"\binstead of (?:the |a |an |our |my |their )?(?P<thing>[\w-]+)", re.IGNORECASE)


def _instead_of(text: str, other: str) -> str | None:
    """The thing ``text`` puts something in the place of, when ``other`` speaks of it ("they want a cross in white
    lilies instead of the heart" / "the user is doing a heart tribute in red roses"), or None."""
    found = _INSTEAD_OF.search(text)
    if found is None:
        return None
    thing = found.group("thing")
    return thing if gates.topic_words(thing) & gates.topic_words(other) else None


def _latest_before(unit: MemoryUnit, memories: Iterable[MemoryUnit], fits: Callable[[MemoryUnit], bool],
                   within: timedelta | None = None) -> MemoryUnit | None:
    """The first of ``memories`` (newest first) other than ``unit``, active, said no later than it (and at most
    ``within`` before it, when given) that ``fits``: the choice a decision takes back or revises."""
    return next((m for m in memories if m.id != unit.id and m.status is Status.ACTIVE
                 and timedelta(0) <= unit.created_at - m.created_at <= (within or timedelta.max) and fits(m)), None)


def _passed_over(text: str) -> list[str]:
    """The names a choice "in the end" names besides the one it went with ("Went with Hunters in the end, Connells
    wanted 1.8 percent": Connells); none when it names no choice."""
    chosen = _WENT_WITH.search(text)
    if chosen is None or "in the end" not in text.casefold():
        return []
    names = re.findall(r"(?<=[\s,;(])[A-Z][\w&'-]+", text)
    return [n for n in names if n not in chosen.group("choice").split() and n.casefold() not in ("i", "i'm", "we")]


def _choice_swapped(before: str, after: str) -> bool:
    """Whether the two things that set two decisions apart are the choice itself, one named in each ("We'll pick the
    Pinot first this harvest" / "we're picking the Chardonnay first instead"): things, not people."""
    apart = {w for w in gates.distinct_things(before, after) if w not in vocabulary.RELATIONS}

    def named_in(text: str) -> list[str]:
        return [w for w in apart if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text, re.IGNORECASE)]

    one, other = named_in(before), named_in(after)
    return len(apart) == 2 and len(one) == 1 and len(other) == 1 and one != other


#: The words of an end done to a thing ("lost", "sold", "scrapped"): where they stand is no second thing's name.
_END_WORDS = frozenset(w for phrase in vocabulary.GONE_BEFORE for w in phrase.split())


def _dropped(text: str, name: str) -> bool:
    """Whether ``text`` says a choice named ``name`` is out ("Octopus is out, EDF it is"): said only of a choice,
    since of anything else "is out" is news ("the new iPhone is out")."""
    return bool(re.search(r"(?<![\w])" + re.escape(name.casefold()) + r"(?:'s| is) (?:out|off the table|a no)\b",
                          text.casefold()))


_DROPPING = re.compile(r"\W*(?:(?:ok(?:ay)?|so|right|nah|no)[,\s]+)*(?:forget|scrap|ditch|drop|nix|not doing|not having|"
                       r"not going (?:with|for)|not using|no more) (?:the |about (?:the )?)?"
                       r"(?P<thing>[a-z][\w'-]*(?: (?!now\b|any ?more\b|after\b)[a-z][\w'-]*)?)(?: now| any ?more| after all)?"
                       r"\s*[,;:.-]")


def _dropped_thing(text: str, other: str) -> str | None:
    """What a choice opens by dropping, when the choice before it names it in its words ("Forget the breeder,
    we're adopting a greyhound" after "We're getting a cockapoo from a breeder"): the thing, or None."""
    found = _DROPPING.match(text.casefold())
    thing = found.group("thing") if found is not None else None
    return thing if thing and thing not in ("it", "that", "this") and _has_words(other, thing) else None


def _opens_dropping(text: str, name: str) -> bool:
    """Whether ``text`` opens a clause by dropping ``name`` ("Forget Tenerife, ...", "Scrap the barn, ...", "Further
    to last week's note, please scrap Arup for Granton: ...")."""
    return bool(re.search(r"(?:^|[.;:,!?]\s)\W*(?:(?:ok(?:ay)?|so|right|nah|no|please|kindly)[,\s]+)*"
                          r"(?:forget|scrap|ditch|drop|nix|not|no more) (?:the |about (?:the )?)?"
                          + re.escape(name.casefold()) + r"\b", text.casefold()))


def ended_with(unit: MemoryUnit, state: State, actions: list[Action]) -> list[Supersede]:
    """What ends with a value ``unit`` replaces: a role held at it (:data:`credo.vocabulary.HELD_AT`).

    "I work as a recruiter at Meta", then "I start at Airbnb on Monday": the new employer retires the old one,
    and with it the job title said at Meta -- the memory of the same entity, of an attribute held at an
    employer, whose words name the old value and not the new one, or that was said with it in one turn, and
    that was true no later. Only among the memory's nearest own memories (``state.neighbours``); history keeps
    both.
    """
    gone = [a.old for a in actions if isinstance(a, Supersede) and a.new.id == unit.id
            and a.old.attribute in HELD_AT and a.old.entity == unit.entity and not retracts(a.old)]
    taken = {a.old.id for a in actions if isinstance(a, Supersede)} | {unit.id}
    out: list[Supersede] = []
    for old in gone:
        value = bare_value(old)
        for other, _ in state.neighbours:
            if other.id in taken or other.status is not Status.ACTIVE or other.entity != old.entity \
                    or other.attribute not in HELD_AT[old.attribute or ""] or other.valid_from > unit.valid_from:
                continue
            # (or said in the same breath as it: "I'm a picker at the Ocado warehouse in Erith" holds Erith there)
            if value and _has_words(other.text, value) and not _has_words(unit.text, value) \
                    or other.created_at == old.created_at and other.source_session == old.source_session:
                taken.add(other.id)
                out.append(Supersede(other, unit, f"ended: held at {old.value!r}, which {unit.id} replaced"))
    return out


def restated(unit: MemoryUnit, state: State, actions: list[Action]) -> list[Merge]:
    """Memories said in the same breath as one ``unit`` replaced, whose words still name the value it replaced:
    each is said again in words of its own, and its first words kept in its history (merged into the new row).

    "I work full-time at the library" is two memories, the employer and the hours, both in the sentence's words;
    when "Went part-time in May" replaces the hours, the employer must not go on serving "full-time" by its text:
    it becomes "User's employer: library.". The same for "allergic to cats and dogs" once dogs are taken back.
    """
    gone = [a.old for a in actions if isinstance(a, Supersede) and a.new.id == unit.id and a.old.value
            and a.old.entity and not retracts(a.old)]
    taken = {a.old.id for a in actions if isinstance(a, (Supersede, Merge))} | {unit.id}
    now = (unit.value or "").casefold()
    out: list[Merge] = []
    for old in gone:
        said = (old.value or "").casefold()
        for other, _ in (*state.neighbours, *state.recent):
            if other.id in taken or other.status is not Status.ACTIVE or not other.attribute or not other.value \
                    or other.entity != old.entity or retracts(other) or "@" in other.attribute \
                    or other.created_at != old.created_at or other.source_session != old.source_session:
                continue
            # (a number past ten is one value in words or in figures: "three to eleven" said, "three to 11" kept)
            texts = {other.text, vocabulary.spelled_numbers(other.text)}
            if not any(_has_words(text, said) for text in texts) or _has_words((other.value or "").casefold(), said) \
                    or (now and any(_has_words(text, now) for text in texts)):
                continue
            taken.add(other.id)
            again = other.model_copy(update={
                "id": uuid.uuid4().hex, "text": vocabulary.in_own_words(other.entity or "", other.attribute, other.value),
                "version": other.version + 1, "parent_id": other.id,
                "metadata": {**other.metadata, "restated": f"its words named {old.value!r}, which {unit.id} replaced"}})
            out.append(Merge(other, again, same_text=True))
    return out


def _has_words(text: str, words: str) -> bool:
    """``words`` in ``text`` as whole words, a plural too ("contractor" in "hire contractors")."""
    return re.search(rf"(?<![a-z]){re.escape(words)}s?(?![a-z])", text.casefold()) is not None


#: Kinds a statement of change may retire by meaning (an untyped statement too: :func:`untyped`): a routine
#: too ("I go running in the evenings" / "switched to morning runs").
CHANGEABLE = REPLACEABLE | {Kind.PROCEDURE, Kind.PATTERN}


def untyped(unit: MemoryUnit) -> bool:
    """A declarative the reader kept at low importance because it could not type it
    (:data:`credo.vocabulary.UNTYPED`): an episode for what happened, a fact for how things are now."""
    return unit.kind in (Kind.EPISODE, Kind.FACT) and unit.metadata.get("why") == UNTYPED


def changed_by_meaning(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[MemoryUnit, list[Action]]:
    """What a statement of change retires when no structure says it: the memory it changes, by meaning.

    Only where structure is silent -- the new memory or the old one has no entity+attribute, the new one
    superseded nothing by its pair -- and only for a statement that says something changed ("I'm in
    search infrastructure now", "switched to evening workouts", or an event of change: "my supervisor
    pushed the deadline to April 15": :func:`credo.vocabulary.says_change`). It
    retires its nearest own memory on the same topic (cosine >= ``change_cosine``) about the same entity,
    true no later, single-valued, not about another named thing (:func:`credo.gates.distinct_things`).

    A change that goes back to what the changed memory replaced within ``return_window_days`` of event time
    ("back to morning workouts", or closer in meaning to that one than to the current) is a loop, as for a
    pair: the new memory is written challenged, the current one challenged, and a conflict opens.
    Returns the memory as it will be written and the actions to add (none: nothing changes).
    """
    if unit.status is not Status.ACTIVE or retracts(unit) or unit.kind not in REPLACING \
            or not says_change(unit.text):
        return unit, []
    close = [(m, c) for m, c in state.neighbours
             if _changes(unit, m, c, policy, before=state.before.get(m.id, (None, 0.0))[0])]
    if not close:
        return unit, []
    target, cosine = max(close, key=lambda mc: mc[1])
    before = state.before.get(target.id)
    if before is not None and policy.return_window_days > 0:
        earlier, to_earlier = before
        recent = unit.valid_from - earlier.valid_from <= timedelta(days=policy.return_window_days)
        if recent and (returns(unit.text) or to_earlier > cosine):
            reason = (f"goes back to what memory {target.id} replaced ({earlier.id}) within "
                      f"{policy.return_window_days:g} days")
            challenged = unit.model_copy(update={"status": Status.CHALLENGED})
            return challenged, [Escalate(challenged, (target,), reason)]
    changed = unit.model_copy(update={"metadata": {**unit.metadata, "changes": target.id}})
    return changed, [Supersede(target, changed, f"changed: the new memory {unit.id} says it changed "
                                                f"(cosine {cosine:.2f})")]


def _changes(unit: MemoryUnit, other: MemoryUnit, cosine: float, policy: WritePolicy,
             before: MemoryUnit | None = None) -> bool:
    # (an event that itself changed a state, "Dropped down to the B group", holds that state now)
    if other.id == unit.id or not (other.kind in CHANGEABLE or untyped(other) or other.metadata.get("changes")):
        return False
    # a move done to the speaker from where they were put, both naming the kind of place ("I'm on the Harborne
    # round" / "Swapped onto the Quinton round"), or a return to the value of what this memory replaced ("Saturdays
    # again now" after "They've swapped me onto Mondays", which replaced "I'm doing Saturdays at the salon"): the
    # words are the evidence, however far apart the two read
    mover = _MOVED_ME.search(unit.text)
    going_back = returns(unit.text)
    placed = mover is not None and _PLACED.search(other.text) is not None
    topic = gates.topic_words(unit.text)
    shared = {w for w in topic & gates.topic_words(other.text) if not value_shapes(w)}
    back = before is not None and going_back and bool(
        topic & gates.topic_words(before.text) - gates.topic_words(other.text)
        or value_shapes(unit.text) & value_shapes(before.text) - value_shapes(other.text))
    # ("Getting the 6:50 now, the 7:15 is always late" after "I'm on the 7:15 train": the old value named beside
    # the new one of its shape)
    was, now = set(_CLOCK.findall(other.text.casefold())), set(_CLOCK.findall(unit.text.casefold()))
    swapped = bool(was & now) and bool(now - was)
    floor = 0.0 if placed and shared or back else GONE_COSINE if placed or swapped else policy.replace_cosine
    if cosine < floor:
        return False
    if unit.attribute and other.attribute:  # both structured: the pair decided
        return False
    if other.attribute and joins(other):
        return False
    if unit.metadata.get("now_at") and other.attribute and other.attribute not in HELD_AT_A_PLACE:
        return False  # "I'm at Siemens now" moves no home city (credo.write: a name one is at, of no known kind)
    # a date that moves ("We launch on May 5" / "Launch pushed to June 2"): the same kind of value, changed, on a
    # topic both name, is the change itself even where the two sentences share few words
    moved = bool(value_shapes(unit.text) & value_shapes(other.text) and shared) or back or swapped
    # a named place or thing that changes on a topic both name ("Our office is on Baker Street" / "The office
    # relocated to Canary Wharf"): each names what the other does not, and that is the change
    new_names = {w for w in gates.specifics(unit.text) - gates.specifics(other.text) if not value_shapes(w)}
    old_names = {w for w in gates.specifics(other.text) - gates.specifics(unit.text) if not value_shapes(w)}
    moved = moved or bool(shared and new_names and old_names and not other.attribute)
    # a time that changes ("morning workouts" / "evening workouts") is the change itself, not two things; so is
    # what the speaker was moved to or went back to ("I'm on the night desk" / "the editor moved me to the sports
    # desk" / "Night desk again"), a person aside
    same = TIMES_OF_DAY
    if mover is not None or going_back:
        # (whoever did the moving is no other thing: "Station manager's shifted me to drivetime", now or before)
        said_first = " ".join(text[:found.start()].casefold() for text in (unit.text, other.text)
                              if (found := _MOVED_ME.search(text)) is not None)
        same = same | frozenset(w for w in gates.distinct_things(other.text, unit.text)
                                if w not in vocabulary.RELATIONS or w in said_first)
        # "They've moved me onto frozen this week" after "I'm on the chilled aisle on nights": where the speaker is
        # put is the change of where they were put, whatever the two share
        moved = moved or bool(shared) or placed
    return _replaceable(unit, other, cosine, policy, floor=floor if moved else policy.change_cosine,
                        same_thing=same)


#: A clock time, as a change may name the old one beside the new ("the 6:50 now, the 7:15 is always late").
_CLOCK = re.compile(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b")
#: A change done to the speaker: "moved me to", "they've put the user on", "shifted me over to", or said with the
#: speaker left out ("Swapped onto the Quinton round").
_MOVED_ME = re.compile(r"\b(?:moved|shifted|put|transferred|switched|swapped|bumped|dropped|posted|rotated|sent) "
                       r"(?:me|us|the user)(?: (?:over|down|up|back|across))? (?:to|onto|into|on)\b|"
                       r"^\W*(?:(?:just|been|got|now|so)\s+)?(?:swapped|moved|shifted|rotated|transferred|posted|put) "
                       r"(?:over |back |across )?(?:to|onto|into|on)\b", re.IGNORECASE)
#: Where the speaker is put: "I'm on the chilled aisle", "User is on B wing", "User's show's in the breakfast slot",
#: "I'm doing Saturdays at the salon", "I'm opening the batting for the seconds".
_PLACED = re.compile(r"\b(?:i'm|i am|user is|user's|the user is|i've been|user has been)(?: \w+)?(?:'s| is)? "
                     r"(?:on|in|doing|working|opening|playing|batting|bowling|riding|covering|running|based|"
                     r"stationed)\b",
                     re.IGNORECASE)


#: A named thing the speaker is put on or moved to: "on the Daventry trunk", "to the Fishguard crossing", "onto A
#: wing".
_PUT_ON = re.compile(r"\b(?:on|onto|to|into)\s+(?:the\s+)?[A-Z0-9][\w'’-]*")
#: Words of when, and of the return itself, that tie no two memories to one topic ("this month", "now", "back").
_NOT_A_TOPIC = frozenset({"month", "week", "season", "year", "day", "today", "tonight", "now", "time", "back",
                          "again", "return", "went", "go", "get", "got", "put", "mov", "move", "switch", "stuck"})


def _named(text: str) -> set[str]:
    """What ``text`` names, to compare two statements of one thing by: its topic stems and its names."""
    return (gates.topic_words(text) | gates.specifics(text)) - _NOT_A_TOPIC


def _shared(a: set[str], b: set[str]) -> set[str]:
    """The words of ``a`` that ``b`` names too, one the other's stem ("morn" / "mornings")."""
    return {w for w in a if any(w == v or min(len(w), len(v)) >= 4 and (w.startswith(v) or v.startswith(w))
                                for v in b)}


def went_back(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[MemoryUnit, list[Action]]:
    """A return, within ``return_window_days`` of a change, to what held before it, however the change was read:
    a loop, as for a pair (:func:`loop_reason`). "Back on Holyhead to Dublin, the Fishguard boat's in dry dock"
    after "Switched to the Fishguard to Rosslare crossing" and, before that, "I'm crewing the Holyhead to Dublin
    route": the new memory is written challenged, the change challenged, and a conflict opens for a person.

    The return names what the earlier memory said and the change does not; the change names something the
    earlier one did not; and the two are one topic by evidence, not closeness (a statement of change may read
    nothing like what it changed): the change replaced it, or they share a word of their topic ("A wing" / "D
    wing"), or the return names the change's own new thing, or all three put the speaker on a named thing ("on
    the Daventry trunk" / "on the Avonmouth run" / "back on Daventry"). Returns the memory as it will be written
    and the actions to add (none: nothing changes)."""
    if unit.status is not Status.ACTIVE or retracts(unit) or unit.kind not in REPLACING | {Kind.PATTERN} \
            or policy.return_window_days <= 0 or not returns(unit.text):
        return unit, []
    window = timedelta(days=policy.return_window_days)
    said = _named(unit.text)

    def own(m: MemoryUnit) -> bool:
        return m.id != unit.id and m.created_at <= unit.created_at and not retracts(m) and (
            not m.entity or m.entity in ("user", "team") or m.entity == unit.entity)

    active = [m for m, _ in state.neighbours if m.status is Status.ACTIVE and own(m)]
    replaced_by = {m.id: state.before[m.id][0] for m in active if m.id in state.before}
    pairs = [(earlier, m) for m in active if (earlier := replaced_by.get(m.id)) is not None and own(earlier)]
    pairs += [(earlier, m) for m in active for earlier in active if earlier.valid_from < m.valid_from]
    for earlier, change in sorted(pairs, key=lambda p: p[1].valid_from, reverse=True):
        if unit.valid_from - change.valid_from > window or change.valid_from - earlier.valid_from > window:
            continue
        was, now = _named(own_words(earlier)), _named(own_words(change))
        back, new = _shared(said, was) - _shared(said, now), now - _shared(now, was)
        if not back or not new:
            continue
        # (or the earlier one and the change both put the speaker on a named thing, the change said as one: "My
        # route is the 42 to Hyde" / "Depot's put me on the 201 now" / "driving the 42 again")
        tied = (replaced_by.get(change.id) is earlier or bool(_shared(was, now)) or bool(_shared(said, new))
                or all(_PUT_ON.search(m.text) for m in (unit, earlier, change))
                or all(_PUT_ON.search(m.text) for m in (earlier, change))
                and (says_change(change.text) or _MOVED_ME.search(change.text) is not None)
                # ("I'm based at the Taunton register office" / "They've sent me over to Yeovil" / "Back in Taunton
                # again": the speaker placed, moved, and back)
                or _PLACED.search(earlier.text) is not None and _MOVED_ME.search(change.text) is not None)
        if tied:
            challenged = unit.model_copy(update={"status": Status.CHALLENGED})
            # (what held before, still held where the change did not retire it -- "I'm driving for Uber" kept as the
            # employer beside "Switched to Bolt" -- is one of the values the loop turns between: contested too)
            rivals = (change,) + ((earlier,) if earlier.status is Status.ACTIVE and earlier.id != change.id else ())
            return challenged, [Escalate(challenged, rivals, (
                f"goes back to what memory {change.id} changed ({earlier.id}) within "
                f"{policy.return_window_days:g} days"))]
    return unit, []


def corrected_fact(unit: MemoryUnit, state: State, policy: WritePolicy) -> MemoryUnit | None:
    """A correction that says a value plainly ("oops, wrong one, it's dana.k@proton.me", "sorry, three
    weeks") of a structured memory the user stated at most ``correction_hours`` before, on the same topic
    (cosine >= ``replace_cosine``): the correction takes that memory's entity and attribute with its value,
    and is decided again as a new value of that pair (so it supersedes it, or joins its conflict). The
    latest such memory is the one corrected. None when nothing qualifies."""
    titled = vocabulary.titled_name(unit.text) if unit.status is Status.ACTIVE and not unit.entity else None
    got = _got_wrong(unit)
    if "corrects" in unit.metadata:
        return None
    # (the user's own memory too: "I got my due date wrong, the dating scan has moved it to the 9th of March" is read
    # as the scan's date, and puts right the due date it names)
    if got is not None and (unit.entity in (None, "user") or unit.kind is Kind.CORRECTION):
        # "I got the Chester Zoo date wrong, the newsletter says the 21st of May": the memory that names the thing
        # and holds a value of that shape, however many days before (within _FRAME_DAYS)
        named, shape, value = got
        said = [m for m, _ in (*state.neighbours, *state.recent)
                if m.entity and m.attribute and m.status is Status.ACTIVE and not retracts(m) and m.id != unit.id
                and timedelta(0) <= unit.created_at - m.created_at <= _FRAME_DAYS and _names_any(m.text, named)
                and vocabulary.put_said_value(m.value or "", shape, value) is not None]
    elif (wrongly := _held_named_wrong(unit, state)) is not None:
        # ("Bramble's livery is actually £52 a week, the £45 was last year's rate": read as another property of
        # another holder, it puts right the memory whose value it names as the wrong one)
        said, value = [wrongly], unit.value or ""
        # ("Sunday the 10th": the value as said whole, with its day)
        value = next((whole for _, whole in vocabulary.values_said(unit.text) if value.casefold() in whole.casefold()),
                     value)
    elif (plain := (cued := _correction(unit)) or (titled[1] if titled else None)) is not None:
        # ("Sorry, ten, he had his birthday in May.": a number said in words is that number)
        value = counted if (counted := vocabulary.as_count(plain)).isdigit() and plain.isalpha() else plain
        shapes = value_shapes(value)
        said = [m for m, c in _said_before(unit, state, policy) if _meant(unit, m, c, value, shapes, policy)
                # a titled name said alone ("Dr Gill.") puts right only a name with that title just said ("Dr Kaur")
                and (cued is not None or titled is not None
                     and unit.created_at - m.created_at <= _JUST_SAID
                     and (vocabulary.titled_name(m.value or "") or ("", ""))[0] == titled[0])]
    else:
        return None
    if not said:
        return None
    latest = max(said, key=lambda m: m.created_at)
    update: dict[str, object] = {"entity": latest.entity, "attribute": latest.attribute, "value": value,
                                 "kind": Kind.CORRECTION if latest.kind is Kind.FACT else latest.kind,
                                 "metadata": {**unit.metadata, "corrects": latest.id}}
    # written in the corrected memory's words with the value put right ("User's sister Nora is a dental
    # hygienist."), so it answers what that memory answered; the words said stay in metadata["said"]
    held = bare_value(latest)
    # (a number held as said in words: "Alfie is nine" holds 9)
    spoken = next((w for w, n in vocabulary.NUMBER_WORDS.items() if str(n) == held), None) if held.isdigit() else None
    wrong = re.search(rf"(?<!\w)(?:{re.escape(held)}{'|' + spoken if spoken else ''})(?:e?s)?(?!\w)", latest.text,
                      re.IGNORECASE) if held else None
    if wrong is not None:
        start = wrong.start()
        said_day = re.match(rf"(?:{vocabulary.DAY_WORDS})\b", value, re.IGNORECASE)
        before = re.search(rf"(?:{vocabulary.DAY_WORDS})(?: the)? $", latest.text[:start], re.IGNORECASE) \
            if said_day else None
        if before is not None:  # "on Tuesday the 9th" put right as "wednesday the 10th": the day goes too
            start = before.start()
        update["text"] = latest.text[:start] + value + latest.text[wrong.end():]
        update["metadata"] = {**unit.metadata, "corrects": latest.id, "said": unit.text}
    return unit.model_copy(update=update)


#: A value named as the wrong one: "the £45 was last year's rate", "the Saturday was last year's date", "the 3rd was a
#: typo", or said against the one meant ("£52, not £45").
_SAID_WRONG = re.compile(r"(?:(?:^|[,;(])\s*|\s)(?:the\s+|my\s+|our\s+)?(?P<wrong>[\w:.£$€'’]+(?:\s+[\w:.£$€'’]+)?)\s+(?:was|were|is|'s|’s)\s+"
                         r"(?:only\s+|just\s+|actually\s+)?(?:last\s+year['’]s|last\s+year|last\s+time['’]s|"
                         r"last\s+month['’]s|the\s+old\s+(?:one|date|day|time|price|rate|fee|number)|an?\s+typo|"
                         r"an?\s+misprint|wrong)\b|\bnot\s+(?:the\s+)?(?P<not>[\w:.£$€'’]+)\s*(?:[,;!?.]|$)", re.IGNORECASE)


def _held_named_wrong(unit: MemoryUnit, state: State) -> MemoryUnit | None:
    """The memory a structured statement puts right by naming its value as the wrong one, when the reader filed the
    statement under another holder or property ("The band's contest in Forfar is on Saturday the 9th of May." then
    "Forfar's actually Sunday the 10th, the Saturday was last year's date"): the latest active memory of the last
    weeks whose value has the new value's shape and begins with the words named wrong. None when nothing is
    named wrong, or no memory holds it."""
    if unit.status is not Status.ACTIVE or not unit.entity or not unit.value or retracts(unit):
        return None
    shapes = value_shapes(unit.value)
    named = [(found.group("wrong") or found.group("not") or "").casefold().strip(" '’")
             for found in _SAID_WRONG.finditer(unit.text)]
    named = [w for w in named if w and unit.value.casefold() not in w and w not in ("it", "that", "this", "one")]
    if not shapes or not named:
        return None
    held = [m for m, _ in (*state.neighbours, *state.recent)
            if m.status is Status.ACTIVE and m.entity and m.attribute and m.value and not retracts(m)
            and m.id != unit.id and (m.entity, m.attribute) != (unit.entity, unit.attribute)
            and timedelta(0) <= unit.created_at - m.created_at <= _FRAME_DAYS
            and value_shapes(bare_value(m)) & shapes and unit.value.casefold() not in bare_value(m)
            and any(re.match(rf"{re.escape(w)}(?![\w:.])", bare_value(m)) for w in named)]
    return max(held, key=lambda m: m.created_at) if held else None


def _named_wrong(unit: MemoryUnit, said: MemoryUnit) -> bool:
    """The correction names ``said``'s value as the wrong one ("it's Eliza, not Elise"): one value of a list
    may be corrected, and only so."""
    wrong = bare_value(said)
    return bool(wrong) and re.search(rf"\bnot\s+{re.escape(wrong)}(?:e?s)?\b", unit.text.casefold()) is not None


#: "actually" said of a value: the word that marks a statement as putting one right.
_ACTUALLY = re.compile(r"\bactually\b", re.IGNORECASE)


def slot_put_right(unit: MemoryUnit, state: State) -> list[Supersede]:
    """A correction read as a thing's time, day, date or place ("Hat fitting's actually Friday the 15th" days after
    "The bride's hat fitting at the studio is on Thursday the 14th"; "Correction, launch is 5.45" after "Balloon
    launch from Ashton Court is at 6.15"), when what it puts right was kept in plain words: the latest unstructured
    memory said at most :data:`_FRAME_DAYS` before that names the thing (every word of the attribute's name before
    its ending) and gives a value of the correction's shape, not this one, is replaced. Only a correction said with
    its cue ("actually", "correction", "I was wrong"), and only when no structured memory of that pair exists."""
    attribute = unit.attribute or ""
    cued = corrects(unit.text) or unit.kind is Kind.CORRECTION or _ACTUALLY.search(unit.text) is not None
    if unit.status is not Status.ACTIVE or not unit.entity or not attribute.endswith(_PLAN_PARTS) or not cued \
            or retracts(unit) or state.pair is not None and state.pair.timeline:
        return []
    thing = [w for w in attribute.rsplit("_", 1)[0].split("_") if len(w) > 2]
    value = unit.value or ""
    # (a place has no shape of its own)
    place, shapes = attribute.endswith(("_location", "_venue")), value_shapes(value)
    if not thing or not value or not (place or shapes):
        return []
    said = [m for m, _ in _plain_before(unit, state, _FRAME_DAYS)
            if all(_has_words(m.text, w) for w in thing) and value.casefold() not in m.text.casefold()
            and (place or value_shapes(m.text) & shapes)]
    if not said:
        return []
    latest = max(said, key=lambda m: m.created_at)
    return [Supersede(latest, unit, f"corrected: {unit.id} puts right the {attribute.replace('_', ' ')} it held")]


#: The parts of one "when" a thing has: a day said anew puts right a time kept with the day it was on.
_WHEN_PARTS = ("_day", "_date", "_time")


def part_put_right(unit: MemoryUnit, state: State) -> list[Supersede]:
    """A thing's day or date said anew when what it replaces was kept under another part of the same "when"
    ("Avalanche briefing for the patrol is Thursday at 7am", read as its time, then "Friday for the avalanche
    briefing"): the latest active memory of the same person, under the same thing's time, day or date, said at most
    :data:`_FRAME_DAYS` before, whose words give a value of the new one's shape that is not this one, is replaced --
    its day was the thing's day, and the new one says it no longer is. Only when nothing is held under the new
    attribute yet (otherwise the ordinary rules compare the two values)."""
    attribute = unit.attribute or ""
    if unit.status is not Status.ACTIVE or not unit.entity or not attribute.endswith(("_day", "_date")) \
            or retracts(unit) or state.pair is not None and state.pair.timeline:
        return []
    stem = attribute.rsplit("_", 1)[0]
    shapes = value_shapes(unit.value or "") & {"day", "date"}
    if not shapes or not stem:
        return []
    value = (unit.value or "").casefold()
    kept = [m for m, _ in (*state.neighbours, *state.recent)
            if m.id != unit.id and m.status is Status.ACTIVE and m.entity == unit.entity and m.attribute
            and m.attribute != attribute and m.attribute.endswith(_WHEN_PARTS) and m.attribute.rsplit("_", 1)[0] == stem
            and not retracts(m) and timedelta(0) <= unit.created_at - m.created_at <= _FRAME_DAYS
            and value_shapes(m.text) & shapes and value not in m.text.casefold()]
    if not kept:
        return []
    latest = max(kept, key=lambda m: m.created_at)
    return [Supersede(latest, unit, f"corrected: {unit.id} says the {stem.replace('_', ' ')} is on another day")]


def corrected_plain(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[MemoryUnit, list[Supersede]]:
    """A correction whose value has the shape of a value an unstructured memory said at most
    ``correction_hours`` before ("The design review is on Thursday." / "Actually no, it's Friday."): the
    latest such memory, on the topic (cosine >= ``replace_cosine``, or said within the hour), is replaced,
    and the correction is written in its words with the value put right ("The design review is on
    Friday."; the words said stay in ``metadata["said"]``), so it answers what the memory answered. Nothing
    changes when the corrected value names no date, day, time or number, or when no memory qualifies."""
    value = _correction(unit)
    shapes = value_shapes(value) if value else set()
    if value and not shapes:
        # ("Correction on the machine service, the engineer's coming on the 19th": the thing named, its value after)
        fixed, put = _wrong_about(unit, state, policy)
        fixed, put = (fixed, put) if put else _named_wrong_plain(unit, value, state, policy)
        fixed, put = (fixed, put) if put else _respelled(unit, value, state, policy)
        return (fixed, put) if put else _same_frame(unit, state, policy)
    fixed, put = _wrong_about(unit, state, policy) if value and shapes else (unit, [])
    if put:  # ("I got that wrong about the bereavement group, it's 3pm on Wednesdays": the memory it names)
        return fixed, put
    fixed, put = _wrong_value_named(unit, value or "", shapes, state)
    if put:  # ("Just checked the card, it's 2:30 not 3.": the value said wrong, held by a structured memory)
        return fixed, put
    if not value or not shapes:
        fixed, put = _wrong_about(unit, state, policy)
        fixed, put = (fixed, put) if put else _same_frame(unit, state, policy)
        fixed, put = (fixed, put) if put else _value_said_again(unit, state)
        fixed, put = (fixed, put) if put else _restated(unit, state, policy)
        fixed, put = (fixed, put) if put else _renamed(unit, state, policy)
        return (fixed, put) if put else (unit, _measure_restated(unit, state, policy))
    # said within the hour, the latest value of that shape is the one meant, however few words the two share
    # (a structured memory counts when the value put right is not the one it holds: "3:30, not 3." after "My dentist
    # appointment is on Thursday at 3pm", which holds the day)
    said = [m for m, c in _said_before(unit, state, policy)
            if (not m.entity or not value_shapes(bare_value(m)) & shapes) and m.id != unit.id
            and (c >= policy.replace_cosine or unit.created_at - m.created_at <= _JUST_SAID)
            and value_shapes(m.text) & shapes and value.casefold() not in m.text.casefold()]
    if not said:
        return unit, []
    latest = max(said, key=lambda m: m.created_at)
    # (only the stretch that is the value goes in: "Friday at 9 for the Murphys" puts "Friday at 9" in the memory)
    spans = vocabulary.value_spans(value)
    stretch = value[: spans[-1][2]] if spans else value
    fixed = unit.model_copy(update={"text": _put_stretch(latest.text, stretch, shapes),
                                    "metadata": {**unit.metadata, "said": unit.text, "corrects": latest.id}})
    return fixed, [Supersede(latest, fixed, f"corrected: {unit.id} gives the {'/'.join(sorted(shapes))} it meant")]


def _put_stretch(text: str, stretch: str, shapes: set[str]) -> str:
    """``text`` with the value ``stretch`` put in: where the stretch says two values in a row ("Friday at 9"), in
    place of the two ``text`` says in a row of the same shapes ("Thursday at 9"); else in place of its first value
    of one of ``shapes``."""
    said = vocabulary.value_spans(stretch)
    if len(said) > 1:
        held = vocabulary.value_spans(text)
        for (first, start, _), (last, _, end) in zip(held, held[1:]):
            if (first, last) == (said[0][0], said[-1][0]) and end - start <= len(stretch) + 20:
                return text[:start] + stretch + text[end:]
    return put_value(text, stretch, shapes)


_NOT_THE_WRONG = re.compile(r",?\s+not\s+(?:the\s+)?(?P<wrong>[^,;!?.]{1,30}?)\s*(?:[,;!?.]|$)", re.IGNORECASE)


def _wrong_value_named(unit: MemoryUnit, value: str, shapes: set[str], state: State) -> tuple[MemoryUnit,
                                                                                               list[Supersede]]:
    """A correction that names the wrong value a structured memory holds ("Just checked the card, it's 2:30 not 3"
    after "The dentist appointment is at 3pm on Friday"; "Locker's 141, not 114"), however long ago it was said:
    that memory, of the value's shape, whose value begins with the wrong one said, is put right -- the correction
    takes its entity and attribute with the value meant, in its words."""
    wrong = _NOT_THE_WRONG.search(unit.text)
    said = wrong.group("wrong").casefold().strip() if wrong is not None else ""
    if not value or not shapes or not said:
        return unit, []
    held = [m for m, _ in (*state.neighbours, *state.recent)
            if m.status is Status.ACTIVE and m.entity and m.attribute and m.value and not retracts(m)
            and m.created_at <= unit.created_at and value_shapes(bare_value(m)) & shapes
            and re.match(rf"{re.escape(said)}(?![\d:.])", bare_value(m)) is not None
            and value.casefold() not in bare_value(m)]
    if not held:
        return unit, []
    latest = max(held, key=lambda m: m.created_at)
    fixed = unit.model_copy(update={
        "entity": latest.entity, "attribute": latest.attribute, "value": value, "kind": latest.kind,
        "text": put_value(latest.text, value, shapes),
        "metadata": {**unit.metadata, "said": unit.text, "corrects": latest.id}})
    return fixed, [Supersede(latest, fixed, f"corrected: {unit.id} names {said!r} as wrong and gives {value!r}")]


#: The words a correction names as the wrong ones: "Mill Road, not Mill Lane", "it's Tobias, not Tomás".
_NOT_THESE = re.compile(r",?\s+not\s+(?:the\s+)?(?P<wrong>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})")


def _named_wrong_plain(unit: MemoryUnit, value: str, state: State,
                       policy: WritePolicy) -> tuple[MemoryUnit, list[Supersede]]:
    """A correction that names the words it puts right ("Sorry, Mill Road, not Mill Lane") of an unstructured
    memory on its topic (or said within the hour) that says them ("The Scout hut's on Mill Lane"): that memory,
    with the name put right, replaces it, however long ago it was said (the name is the evidence); a person's
    memory whose name is the wrong one is theirs under the name put right ("Our new instructor is called
    Siobhan." / "Sorry, Saoirse, not Siobhan"). Nothing changes when no such memory says the name."""
    found = _NOT_THESE.search(unit.text)
    if found is None or value.casefold() in found.group("wrong").casefold():
        return unit, []
    wrong = found.group("wrong")
    person = normalise_key(wrong)  # "Our new instructor is called Siobhan." / "Sorry, Saoirse, not Siobhan"
    named = re.compile(rf"(?<!\w){re.escape(wrong)}(?!\w)")
    said = [m for m, c in (*state.neighbours, *state.recent)
            if (not m.entity or m.entity == person) and m.id != unit.id and m.status is Status.ACTIVE
            and m.created_at <= unit.created_at and m.kind is not Kind.CORRECTION
            and (c >= policy.replace_cosine or unit.created_at - m.created_at <= _JUST_SAID)
            and named.search(m.text) and value.casefold() not in m.text.casefold()]
    if not said:
        return unit, []
    latest = max(said, key=lambda m: m.created_at)
    update: dict[str, object] = {
        "text": named.sub(value, latest.text),
        "metadata": {**unit.metadata, "said": unit.text, "corrects": latest.id}}
    if latest.entity:  # the person is the one renamed: what was said of them holds of the name put right
        update.update(entity=normalise_key(value) or latest.entity, attribute=latest.attribute, value=latest.value,
                      kind=latest.kind)
    fixed = unit.model_copy(update=update)
    return fixed, [Supersede(latest, fixed, f"corrected: {unit.id} names {wrong!r} as wrong, gives {value!r}")]


#: How long back a correction said in the words of what it puts right reaches ("Correction: ..." days later).
_FRAME_DAYS = timedelta(days=30)
_WORDS = re.compile(r"[\w'’£$€.:-]+")


def _frame_words(text: str) -> list[str]:
    """A text's words for aligning two statements of one thing: lower case, the cue and the speaker left out."""
    core = vocabulary.strip_cue(text)
    words = [w.strip(".,:;!?").casefold() for w in _WORDS.findall(core)]
    return [w for w in words if w and w not in ("the", "a", "an", "user", "user's", "user’s", "our", "my")]


def _plain_before(unit: MemoryUnit, state: State, within: timedelta, *,
                  structured: bool = False) -> list[tuple[MemoryUnit, float]]:
    """The user's active unstructured memories near ``unit`` (by meaning or by time), corrections aside, said at most
    ``within`` before it, with their cosines: what a correction or a restatement in plain words may put right (with
    ``structured``, the structured ones too: a value fragment puts right the words of any memory just said)."""
    return [(m, cosine) for m, cosine in (*state.neighbours, *state.recent)
            if m.id != unit.id and m.status is Status.ACTIVE and (structured or not m.entity)
            and m.kind is not Kind.CORRECTION and timedelta(0) <= unit.created_at - m.created_at <= within]


def _same_frame(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[MemoryUnit, list[Supersede]]:
    """A correction said in the words of what it puts right, with only its value changed ("Correction: the payments
    batch runs at 3am, I misremembered" days after "Our payments batch runs at 2am every night"): the latest
    memory on its topic (cosine >= ``replace_cosine``) said at most :data:`_FRAME_DAYS` before, whose words the
    correction says again but for one short stretch, is replaced by it, that stretch put right in the memory's own
    words. Only a correction said with its cue; nothing changes when no memory is said again so."""
    # ("Van's actually at Kilsyth Cross from eleven on Wednesdays": "actually" puts right what the same words said)
    cued = corrects(unit.text) or unit.kind is Kind.CORRECTION or _ACTUALLY.search(unit.text) is not None
    if unit.status is not Status.ACTIVE or unit.entity:
        return unit, []
    said = _frame_words(unit.text)
    # (without a cue, only what was just said, and only a value put in place of one of its shape: "The plumber is
    # coming on Tuesday." / "Plumber's coming Wednesday, he rang.")
    swaps = [(m, swap) for m, cosine in _plain_before(unit, state, _FRAME_DAYS if cued else _JUST_SAID)
             if cosine >= policy.replace_cosine and (swap := _one_stretch(_frame_words(m.text), said)) is not None
             and (cued or value_shapes(swap[0]) & value_shapes(swap[1]))]
    if not swaps:
        return unit, []
    memory, (wrong, right) = max(swaps, key=lambda found: found[0].created_at)
    found, said_right = _words_in(wrong, memory.text), _words_in(right, unit.text)
    if found is None:
        return unit, []
    right = said_right.group(0) if said_right is not None else right  # as it was written ("the Crown")
    fixed = unit.model_copy(update={"text": memory.text[:found.start()] + right + memory.text[found.end():],
                                    "metadata": {**unit.metadata, "said": unit.text, "corrects": memory.id}})
    return fixed, [Supersede(memory, fixed, f"corrected: {unit.id} says it again with {right!r} for {wrong!r}")]


#: A statement that names what it got wrong: "I got the Robinwood date wrong", "I was wrong about Eid".
_WRONG_ABOUT = re.compile(r"\b(?:got|had|gave you|told you) (?:the|my|our|that|those|their|his|her|the user's) (?P<what>[\w'’ -]{1,40}?) wrong\b|"
                          r"\b(?:got|had|gave you|told you) (?P<pointed>that|it|this|those) (?:all )?wrong\b|"
                          # "I was wrong before, my show's on Tuesday nights": what it was is named after
                          r"\b(?:i|we|user|the user) (?:was|were|'d been|had been) (?P<plain>wrong|mistaken)"
                          r"(?: (?:before|earlier|then|there|last time|the other day))?(?= *[,.;:-])|"
                          r"\bwrong about (?:the |my |our |that )?(?P<about>[\w'’ -]{1,40}?)(?=[,.;:!?]| - |$)|"
                          r"\bcorrection (?:on|to|about|re|for) (?:the |my |our )?(?P<topic>[\w'’ -]{1,40}?)(?=[,.;:!?]| - |$)",
                          re.IGNORECASE)
#: Words of what was got wrong that name no thing in particular ("the date", "the time").
_WHAT_WAS_WRONG = frozenset({"date", "dates", "time", "times", "day", "days", "price", "number", "one", "thing",
                             "bit", "details", "detail", "name", "amount", "figure", "it", "that", "this", "all"})


def _got_wrong(unit: MemoryUnit) -> tuple[list[str], str, str] | None:
    """What a statement says it got wrong, and the value it gives in its place: the words naming the thing, the
    value's shape, the value ("I got the Robinwood date wrong, the letter home says the 19th of June" ->
    (["robinwood"], "date", "19th of June")); None when it names nothing or gives no value after naming it."""
    found = _got_wrong_all(unit)
    return (found[0], *found[1][0]) if found is not None else None


def _got_wrong_all(unit: MemoryUnit) -> tuple[list[str], list[tuple[str, str]]] | None:
    """:func:`_got_wrong` with every value said after the thing named, in order: which one is the value meant is
    the one the memory put right does not say already ("I got that wrong about Lottie, the racecard has her in trap
    2 on Friday" of "Lottie's running on Friday night from trap 4": trap 2, not Friday)."""
    if unit.status is not Status.ACTIVE:
        return None
    found = _WRONG_ABOUT.search(unit.text)
    if found is None:
        return None
    named = [w for w in gates.content_words(found.group("what") or found.group("about") or found.group("topic") or "")
             if w not in _WHAT_WAS_WRONG and len(w) > 2]
    values = vocabulary.values_said(unit.text, found.end())
    if (found.group("pointed") or found.group("plain")) and values:
        # "I got that wrong, the MOT's due on the 9th of March": what it was is named after, before the value
        cut = unit.text.find(values[0][1], found.end())
        named = [re.sub(r"['’]s$", "", w) for w in gates.content_words(unit.text[found.end():cut])
                 if w not in _WHAT_WAS_WRONG and len(w) > 2]
    return (named, values) if named and values else None


def _names_any(text: str, words: list[str]) -> bool:
    return any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text, re.IGNORECASE) for w in words)


def _wrong_about(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[MemoryUnit, list[Supersede]]:
    """A statement that names what it got wrong and gives the value right ("I got the Robinwood date wrong, the
    letter home says the 19th of June", days after "The Year 6 residential to Robinwood is on the 12th of June"):
    the latest unstructured memory at most :data:`_FRAME_DAYS` before that names the thing and a value of the same
    shape is replaced by it, written in its words with the value put right (a structured one is put right by
    :func:`corrected_fact`). Nothing changes when no memory names the thing."""
    wrong = _got_wrong_all(unit)
    if wrong is None:
        return unit, []
    named, values = wrong
    # (the memory may be structured, read from words the reader typed wrongly: its words are what is put right)
    put = [(m, text, value) for m, _ in _plain_before(unit, state, _FRAME_DAYS, structured=True)
           if (not m.entity or not m.attribute or m.entity in {normalise_key(w) for w in named})
           and _names_any(m.text, named)
           for shape, value in values[:3] if value.casefold() not in m.text.casefold()
           and (text := vocabulary.put_said_value(m.text, shape, value)) is not None]
    if not put:
        return unit, []
    memory, text, value = max(put, key=lambda found: found[0].created_at)
    fixed = unit.model_copy(update={"text": text, "metadata": {**unit.metadata, "said": unit.text,
                                                               "corrects": memory.id}})
    return fixed, [Supersede(memory, fixed, f"corrected: {unit.id} names {', '.join(named)} as got wrong, gives "
                                            f"{value!r}")]


def _value_said_again(unit: MemoryUnit, state: State) -> tuple[MemoryUnit, list[Supersede]]:
    """A fragment that is only a value and the name of what it is of, said within the hour of a memory that gave
    that thing another value of the same shape ("Saturday's home game against Narberth kicks off at 2:30." /
    "3:15 kick-off."): the value put right, in the memory's words. A fragment whose other words the memory does
    not say (by their stem: "kick-off" / "kicks off") changes nothing."""
    # (its reason may follow after a comma: "Quarter to five for the swimming lesson, they changed the rota")
    said_first = re.split(r"[,;]", unit.text)[0]
    if unit.status is not Status.ACTIVE or unit.entity or len(re.findall(r"[\w:.'£$€-]+", said_first)) > 7 \
            or len(re.findall(r"[\w:.'£$€-]+", unit.text)) > 5 and said_first == unit.text:
        return unit, []
    # ("Sixteen pound a kilo." after "Hake's fourteen pound a kilo": a number said in words, its capital only the
    # sentence's)
    text = vocabulary.spelled_numbers(unit.text[:1].lower() + unit.text[1:])
    said = vocabulary.said_value(text)
    if said is None:
        return unit, []
    shape, value = said
    # ("3:30, not 3." after "My dentist appointment is on Thursday at 3pm": the value said against the one it puts
    # right, which the memory holds, is what it is of)
    denied = _DENIED.search(text)
    # (only the stretch the value stands in names what it is of: "Room 7, ground floor." after "The hearing test is
    # in room 4 on Tuesday" is room 7, whatever else the fragment adds)
    clause = next((part for part in re.split(r"[,;]", text) if value in part), text)
    words = [w for w in gates.content_words(_DENIED.sub(" ", clause).replace(value, " ")) if len(w) > 2]
    # what the value is of: its plain words, or a day or a date it is set on ("23:10 on Fridays." after "Last ferry
    # back from Yell is 22:30 on a Friday."), which the memory must say too
    rest = [w for w in words if not value_shapes(w)] or [w for w in words if shape not in value_shapes(w)]
    # ("From the 16th." just after "Biscuit's booked into the kennels from the 14th of July": the value the memory
    # gives after the same preposition)
    framed = _FRAMED.match(text) if not rest else None
    if not rest and denied is None and framed is None:
        return unit, []
    stems = {_stem(w) for part in rest for w in re.split(r"[-']", part) if len(w) > 2}
    # (put in the words it was said in: "Sixteen pound a kilo." puts "sixteen" in the memory's place for the figure)
    spoken = vocabulary.number_as_said(unit.text, value) if value.isdigit() else None
    put = [(m, put_text) for m, _ in _plain_before(unit, state, _JUST_SAID, structured=True)
           if (put_text := vocabulary.put_said_value(m.text, shape, spoken.lower() if spoken else value)) is not None
           and (framed is None or _said_after(m.text, framed.group("prep"), shape))
           and stems <= {_stem(w) for w in re.findall(r"[a-z0-9]+", m.text.casefold()) if len(w) > 2}
           and (denied is None or re.search(rf"(?<![\w:.]){re.escape(denied.group('wrong'))}", m.text, re.IGNORECASE))]
    if not put:
        return unit, []
    memory, put_text = max(put, key=lambda found: found[0].created_at)
    fixed = unit.model_copy(update={"text": put_text, "metadata": {**unit.metadata, "said": unit.text,
                                                               "corrects": memory.id}})
    return fixed, [Supersede(memory, fixed, f"corrected: {unit.id} says {value!r} of what {memory.id} said")]


#: Words of when, and of a direction, that name no thing a value is of ("this month", "the flight back").
_NOT_THE_THING = frozenset({"month", "week", "year", "day", "today", "tonight", "now", "time", "date", "actual",
                            "actually", "correction", "wrong", "got", "say", "said", "come", "came"})
#: An hour said bare after what happens at it: "opens at 10", "kicks off at 3".
_OPENS_AT = re.compile(r"\b(?P<verb>opens?|opening|closes?|closing|starts?|starting|finish(?:es)?|kicks? off|begins?)"
                       r"\s+at\s+(?P<hour>\d{1,2}(?:[:.]\d{2})?)(?![\d:.])|"
                       # (a thing said to be at an hour: "Standup's at 10 from next week", "our standup is at 9:30")
                       r"(?:\b(?:is|are)|['’]s)\s+(?:now\s+)?at\s+(?P<clock>\d{1,2}(?:[:.]\d{2})?)"
                       r"(?=\s*(?:am|pm|o'clock|sharp|from|on|every|each|now|instead|tomorrow|today|this|next|[,.;!]|$))",
                       re.IGNORECASE)


def _hour_said(found: re.Match[str]) -> tuple[str, str, int, int]:
    """What an :data:`_OPENS_AT` match says: what happens at the hour ("open", "star", or "be" for a thing said to
    be at it), the hour, and where the hour stands."""
    group = "hour" if found.group("hour") else "clock"
    verb = found.group("verb")
    return (verb[:4].casefold() if verb else "be", found.group(group), found.start(group), found.end(group))


_ONE_WAY = re.compile(r"\b(?:return|returning|outbound|inbound)\b|"
                      r"\b(?:way|flight|flights|train|journey|trip|drive|leg|ferry|sailing) (?:back|home|out)\b",
                      re.IGNORECASE)


#: A price: a figure with its currency before or after it ("£55", "$1,200", "75 pound", "30 quid").
_PRICE = re.compile(r"[£$€¥₹]\s?(?P<figure>\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)|"
                    r"(?<![\w.,])(?P<bare>\d[\d,]*(?:\.\d+)?)\s?(?:pounds?|quid|dollars?|euros?|bucks)\b",
                    re.IGNORECASE)
def _price_figure(found: re.Match[str]) -> tuple[str, int, int]:
    """The figure of a :data:`_PRICE` match, and where it stands."""
    group = "figure" if found.group("figure") else "bare"
    return found.group(group), found.start(group), found.end(group)


#: Words that say only that a value is a price ("the cheaper price", "costs"): no thing it is the price of.
_PRICE_WORDS = frozenset({"price", "prices", "cost", "costs", "cheaper", "dearer", "expensive", "cheap", "fee", "rate"})


def _restated(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[MemoryUnit, list[Supersede]]:
    """The same thing said again, days later, with another value of one shape (a date, a day, a time), however it
    came to be said ("Posters came back from the printer, the end-of-term show is Saturday 11 July" after "Our
    end-of-term show at the circus school is on Friday 10 July"): a thing has one date, so the latest memory at
    most :data:`_FRAME_DAYS` before that names the thing by at least two words of its topic (one, where the new
    memory says it corrects) and a value of that shape not said now is replaced by it, written in its words with
    the value put right. A state or a plan, never an event told; nothing changes where the two name other things
    (:func:`credo.gates.distinct_things`), or one is the way there and the other the way back."""
    if unit.status is not Status.ACTIVE or unit.entity or retracts(unit):
        return unit, []
    # (a day too: "crew change is every second Monday out of Grimsby" days after "every second Wednesday")
    said = next(((shape, value) for shape in ("date", "time", "day")
                 if (value := vocabulary.value_of_shape(unit.text, shape)) is not None), None)
    hour = _OPENS_AT.search(unit.text)
    if said is None and hour is not None:  # "Museum actually opens at 11": an hour said bare after what happens at it
        said = ("hour", _hour_said(hour)[1])
    cued = corrects(unit.text) or bool(re.search(r"\bactually\b", unit.text, re.IGNORECASE))
    price = _PRICE.search(unit.text)
    if said is None and price is not None and cued:
        # ("It's actually £55 a session, the cheaper price was only the intro offer" days after "My acupuncture
        # sessions cost £45 each": a price put right, said with its cue)
        said = ("price", _price_figure(price)[0])
    if said is None:
        return unit, []
    shape, value = said
    # (an event told may say what a thing is now: "Posters came back today, the show is Saturday 11 July")
    if _event(unit) and shape != "hour" and not re.search(rf"(?:\bis|\bare|'s|’s)\s+(?:now\s+|actually\s+)?(?:on\s+|at\s+)?(?:the\s+)?"
                                      rf"(?:\w+\s+){{0,2}}{re.escape(value)}", unit.text):
        return unit, []
    topic = {w for w in gates.topic_words(unit.text) if not value_shapes(w)} - _NOT_THE_THING - _PRICE_WORDS
    best: tuple[MemoryUnit, str] | None = None
    for m, cosine in _plain_before(unit, state, _FRAME_DAYS, structured=True):
        if retracts(m) or _event(m) or cosine < policy.replace_cosine or m.entity not in (None, "user", "team"):
            continue
        if bool(_ONE_WAY.search(m.text)) != bool(_ONE_WAY.search(unit.text)) or gates.distinct_things(m.text, unit.text):
            continue
        held_price = _PRICE.search(m.text) if shape == "price" else None
        if shape == "price":
            if held_price is None or _price_figure(held_price)[0] == value:
                continue
            shared = topic & gates.topic_words(m.text)
            _, start, end = _price_figure(held_price)
            if len(shared) >= 1 and (best is None or m.created_at > best[0].created_at):
                best = (m, m.text[:start] + value + m.text[end:])
            continue
        if shape == "hour":
            at = _OPENS_AT.search(m.text)
            held_at = _hour_said(at) if at is not None else None
            same = held_at is not None and hour is not None and held_at[0] == _hour_said(hour)[0]
            held = held_at[1] if same and held_at is not None else None
        else:
            held = vocabulary.value_of_shape(m.text, shape)
        if held is None or held.casefold() == value.casefold():
            continue
        if shape != "hour" and held.casefold() in unit.text.casefold():
            continue
        shared = topic & gates.topic_words(m.text)
        text = vocabulary.put_said_value(m.text, shape, value) if shape != "hour" else \
            m.text[:held_at[2]] + value + m.text[held_at[3]:] if held_at is not None else None
        if text is not None and len(shared) >= (1 if cued else 2) and (best is None or m.created_at > best[0].created_at):
            best = (m, text)
    if best is None:
        return unit, []
    memory, text = best
    fixed = unit.model_copy(update={"text": text, "metadata": {**unit.metadata, "said": unit.text,
                                                               "corrects": memory.id}})
    return fixed, [Supersede(memory, fixed, f"restated: {unit.id} gives {value!r} for what {memory.id} said")]


#: A thing's name said: "the new legal adviser's name is actually Hurley", "she's called Saoirse".
_NAME_IS = re.compile(r"\b(?:name is|name's|name’s|called|named)\s+(?:actually\s+|now\s+|really\s+)?"
                      r"(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?(?P<name>[A-Z][\w'’-]+)")
_TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr"})


def _renamed(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[MemoryUnit, list[Supersede]]:
    """A thing's name said again, days later, as another name ("The new legal adviser's name is actually Hurley"
    after "The new legal adviser at the magistrates' court is a Mr Hartley"): the latest memory at most
    :data:`_FRAME_DAYS` before that names the thing by at least two words of its topic and one name the new memory
    does not say is replaced by it, that name put right in its words. Nothing changes where the two name other
    things (:func:`credo.gates.distinct_things`) or the memory names more than one other name."""
    found = _NAME_IS.search(unit.text)
    if unit.status is not Status.ACTIVE or unit.entity or retracts(unit) or found is None:
        return unit, []
    name = found.group("name")
    topic = {w for w in gates.topic_words(unit.text) if w != name.casefold()} - _NOT_THE_THING
    best: tuple[MemoryUnit, str] | None = None
    for m, cosine in _plain_before(unit, state, _FRAME_DAYS, structured=True):
        if retracts(m) or _event(m) or cosine < policy.replace_cosine or gates.distinct_things(m.text, unit.text):
            continue
        others = [w for w in gates.specifics(m.text) - gates.specifics(unit.text)
                  if w not in _TITLES and not value_shapes(w)]
        if len(others) != 1 or len(topic & gates.topic_words(m.text)) < 2:
            continue
        if m.entity and m.entity not in ("user", "team") and m.entity != normalise_key(others[0]):
            continue  # (a person's memory is renamed only where the name put right is the one it is filed under)
        old = re.search(rf"(?<!\w){re.escape(others[0])}(?!\w)", m.text, re.IGNORECASE)
        if old is not None and (best is None or m.created_at > best[0].created_at):
            best = (m, m.text[:old.start()] + name + m.text[old.end():])
    if best is None:
        return unit, []
    memory, text = best
    update: dict[str, object] = {"text": text, "metadata": {**unit.metadata, "said": unit.text, "corrects": memory.id}}
    if memory.entity and memory.entity not in ("user", "team"):
        # ("The new caretaker is a Mr Jenkins." / "his name is actually Jenner": what was said of him holds of Jenner)
        update.update(entity=normalise_key(name) or memory.entity, attribute=memory.attribute, value=memory.value,
                      kind=memory.kind)
    fixed = unit.model_copy(update=update)
    return fixed, [Supersede(memory, fixed, f"renamed: {unit.id} names {name!r} for what {memory.id} named")]


#: A fragment that is a preposition and a value ("From the 16th.", "At 3.", "Until Friday.").
_FRAMED = re.compile(r"^\W*(?P<prep>from|on|at|until|till|by|before|after)\s+\S", re.IGNORECASE)


def _said_after(text: str, prep: str, shape: str) -> bool:
    """Whether ``text`` gives a value of ``shape`` right after ``prep`` ("from the 14th of July" after "from")."""
    for found in re.finditer(rf"\b{prep}\s+(?:the\s+)?", text, re.IGNORECASE):
        said = vocabulary.said_value(text, found.end())
        if said is not None and said[0] == shape and text.find(said[1], found.end()) == found.end():
            return True
    return False


#: A value said against the one it puts right ("3:30, not 3", "8:30 not 8").
_DENIED = re.compile(r",?\s*\bnot\s+(?:the\s+)?(?P<wrong>[\w:.£$€']+)", re.IGNORECASE)


def _stem(word: str) -> str:
    """A word without its common endings ("kicks" and "kick" are one; "fixtures" and "fixture")."""
    return re.sub(r"(?:ing|ed|es|s)$", "", word) if len(word) > 4 else word


#: A measure said as what something is: "payload's 10.5 tonnes", "it's 36p a litre this month".
_IS_A_MEASURE = re.compile(r"(?:'s|’s|\bis|\bare|\bwas)\s+(?:now\s+|actually\s+|only\s+|just\s+|really\s+)?"
                           r"[£$€]?\d|"
                           # (a setting held: "the annealer wants to sit at 515 degrees", "keep the kiln at 1240")
                           r"\b(?:sit|sits|set|be|stay|stays|run|runs|hold|holds|kept|keep|keeps|go|goes)\s+"
                           r"(?:\w+\s+){0,2}?(?:at|to|on)\s+(?:about\s+|around\s+)?[£$€]?\d", re.IGNORECASE)


def _measure_restated(unit: MemoryUnit, state: State, policy: WritePolicy) -> list[Supersede]:
    """A measure of a thing said again with another figure, in the same unit, on the same topic, within
    :data:`_FRAME_DAYS` ("Arla are paying us 38p a litre for the milk this month." / days later "Got the
    statement from Arla today, it's 36p a litre this month"; "The new rigid can carry 12 tonnes." / "Checked the
    plate on the new rigid, payload's 10.5 tonnes"): the later replaces the memory that stated the earlier figure,
    a state (a fact, a routine, an untyped statement), never an event told. The new one must say its figure as
    what something is ("payload's 10.5 tonnes"), not as something done ("we bought 3 cows"). Nothing changes where
    the two name other things (:func:`credo.gates.distinct_things`) or share no word of their topic."""
    measured = vocabulary.measures(unit.text)
    # (a rate read off a bill is what a thing costs, however the bill is told of: "Invoice came through, 52 pounds
    # for the year")
    rate = any(" a " in f" {sign} " for sign, _ in measured)
    if unit.status is not Status.ACTIVE or unit.entity or retracts(unit) or not (_IS_A_MEASURE.search(unit.text) or rate):
        return []
    said = dict(measured)
    if len(said) != len(measured):
        return []  # (two figures in one unit: which one is meant is not said)
    best: tuple[MemoryUnit, str] | None = None
    for m, cosine in _plain_before(unit, state, _FRAME_DAYS, structured=True):
        if retracts(m) or not (m.kind in (Kind.FACT, Kind.PATTERN) or untyped(m)) or cosine < policy.replace_cosine \
                or m.entity not in (None, "user", "team"):
            continue
        held = vocabulary.measures(m.text)
        signs = {sign for sign, figure in held if sign in said and said[sign] != figure
                 and sum(1 for other, _ in held if other == sign) == 1}
        shared = {w for w in gates.topic_words(m.text) & gates.topic_words(unit.text)
                  if not value_shapes(w) and not any(w in sign.split() for sign in signs)}
        # (a price per thing names what it is the price of: "£1.80 a head" / "we're on £2.10 a head this year")
        priced = bool(signs) and all(" a " in f" {sign} " and sign[:1] in "£$€" for sign in signs)
        # (someone who set the figure is no other thing it is of: "the boss put it up", where the old one named
        # nobody)
        other = gates.distinct_things(m.text, unit.text)
        other = other - vocabulary.RELATIONS if not other & gates.content_words(m.text) else other
        if signs and (shared or priced) and not other \
                and (best is None or m.created_at > best[0].created_at):
            best = (m, sorted(signs)[0])
    if best is None:
        return []
    memory, sign = best
    return [Supersede(memory, unit, f"restated: {unit.id} gives {said[sign]} {sign} where it said another figure")]


def _words_in(words: str, text: str) -> re.Match[str] | None:
    """Where ``words`` (as :func:`_frame_words` gives them) stand in ``text``, whatever the case and punctuation
    between them."""
    return re.search(r"(?<!\w)" + r"\W+".join(re.escape(w) for w in words.split()) + r"(?!\w)", text, re.IGNORECASE)


def _one_stretch(held: list[str], said: list[str]) -> tuple[str, str] | None:
    """The one short stretch ``said`` puts in place of ``held``'s, where the two say the same words around it (at
    least three, and half the shorter), or None."""
    matcher = difflib.SequenceMatcher(None, held, said, autojunk=False)
    same = sum(block.size for block in matcher.get_matching_blocks())
    if same < 3 or same < min(len(held), len(said)) / 2:
        return None
    swaps = [(held[i1:i2], said[j1:j2]) for op, i1, i2, j1, j2 in matcher.get_opcodes() if op == "replace"]
    swaps = [(a, b) for a, b in swaps if len(a) <= 4 and len(b) <= 4]
    if len(swaps) != 1:
        return None
    wrong, right = swaps[0]
    return " ".join(wrong), " ".join(right)


def _respelled(unit: MemoryUnit, value: str, state: State,
               policy: WritePolicy) -> tuple[MemoryUnit, list[Supersede]]:
    """A one-word correction said within the hour of a memory holding a word spelled nearly like it ("Our dog
    is called Bailey." / "Sorry, autocorrect - Bailee, with two e's"): that memory, with the word put right,
    replaces it. Nothing changes when no such word was just said."""
    if len(value.split()) != 1 or len(value) < 3:
        return unit, []
    for m, _ in sorted(_said_before(unit, state, policy), key=lambda mc: mc[0].created_at, reverse=True):
        if m.entity or m.id == unit.id or unit.created_at - m.created_at > _JUST_SAID:
            continue
        near = next((w for w in re.findall(r"[A-Za-z][\w'-]*", m.text) if _spelled_near(w, value)), None)
        if near is None:
            continue
        fixed = unit.model_copy(update={"text": re.sub(rf"\b{re.escape(near)}\b", value, m.text),
                                        "metadata": {**unit.metadata, "said": unit.text, "corrects": m.id}})
        return fixed, [Supersede(m, fixed, f"corrected: {unit.id} spells {near!r} as {value!r}")]
    return unit, []


def _meant(unit: MemoryUnit, memory: MemoryUnit, cosine: float, value: str, shapes: set[str],
           policy: WritePolicy) -> bool:
    """Whether the correction ``unit`` (giving ``value``, of ``shapes``) puts right the structured ``memory``.

    A memory whose value the correction names as the wrong one ("Gareth, not Graham") is the one meant; so is
    one on the topic (cosine >= ``replace_cosine``); said within the hour, so is a value of the same shape, one
    spelled nearly the same, or a single value's name in place of which a name is said, however few words the
    two share ("My birthday is on the 12th of May." / "wait no, 21st of May, I always mix those up"). One value
    of a list is put right only when named wrong or respelled.
    """
    if not (memory.entity and memory.attribute) or retracts(memory):
        return False
    bare = bare_value(memory)
    if bare == value.casefold():
        return False
    named_wrong, respelled = _named_wrong(unit, memory), _spelled_near(bare, value)
    if joins(memory) and not (named_wrong or respelled):
        return False
    held = value_shapes(bare)
    if shapes and held and not shapes & held and not named_wrong:
        return False  # ("3:30, not 3." puts right the time of "on Thursday at 3pm", never the day it holds)
    if shapes and not held and (memory.value or "")[:1].isupper() and not (named_wrong or respelled):
        return False  # ("Sorry, ten": a number puts right no name, "User's nephew: Alfie", said with the age)
    if cosine >= policy.replace_cosine or named_wrong:
        return True
    just_said = unit.created_at - memory.created_at <= _JUST_SAID
    return just_said and bool(shapes and value_shapes(memory.text) & shapes or respelled
                              or (not joins(memory) and _both_names(memory, value)))


def _both_names(memory: MemoryUnit, value: str) -> bool:
    """A name said in place of the name a single value just had ("I work at Deloitte." / "No, it's KPMG
    actually."): both proper names, as the memory and the correction write them."""
    return (memory.value or "")[:1].isupper() and value[:1].isupper() and len(value.split()) <= 4 \
        and not value_shapes(value)


def _spelled_near(word: str, value: str) -> bool:
    """``value`` is ``word`` spelled right: another word, with the same first letter, nearly the same letters
    ("Bisuit" / "Biscuit", "Bailey" / "Bailee"). One value of a list may be put right so (a second pet named
    nearly like the first is not said with an asterisk)."""
    return bool(word) and word.casefold() != value.casefold() and word[:1].casefold() == value[:1].casefold() \
        and difflib.SequenceMatcher(None, word.casefold(), value.casefold()).ratio() >= 0.8


def _correction(unit: MemoryUnit) -> str | None:
    """The value an active, unstructured correction gives (by its cue or the reader's kind), or None."""
    if unit.status is not Status.ACTIVE or unit.entity or not (corrects(unit.text) or unit.kind is Kind.CORRECTION):
        return None
    return corrected_value(unit.text)


def _said_before(unit: MemoryUnit, state: State, policy: WritePolicy) -> list[tuple[MemoryUnit, float]]:
    """The active memories near ``unit`` (by meaning or by time) said at most ``correction_hours`` before it,
    each once, with its cosine."""
    window = timedelta(hours=policy.correction_hours)
    close = {m.id: (m, c) for m, c in (*state.neighbours, *state.recent)}
    # a correction that names what it puts right ("I gave you the wrong birthday last week, it's 13 March")
    # reaches back as far as the memory it names
    return [(m, c) for m, c in close.values()
            if m.status is Status.ACTIVE and timedelta(0) <= unit.created_at - m.created_at and (
                unit.created_at - m.created_at <= window or _names_wrong_attribute(unit, m))]


def _names_wrong_attribute(unit: MemoryUnit, memory: MemoryUnit) -> bool:
    """Whether ``unit`` says ``memory``'s attribute was given wrong: "the wrong birthday", "my wrong email",
    "Correction on the citizenship interview: ..."."""
    if not memory.attribute:
        return False
    said = unit.text.casefold()
    words = " ".join(vocabulary.attribute_words(memory.attribute))
    if words and re.search(rf"\bwrong {re.escape(words)}\b", said):
        return True
    if words and corrects(unit.text) and re.search(rf"\b{re.escape(words)}(?:'s|’s| is| are| was)\b", said):
        return True  # ("Correction: rent's 995 a month" days after "Our rent is 950 a month": what it puts right)
    topic_words = vocabulary.attribute_topic(memory.attribute)
    topic = " ".join(topic_words)
    # ("Correction on my rotation, it's 10 March" days after "My next rotation out to the rig starts on 3 March":
    # the topic's first word, the thing itself, said alone before a comma or colon)
    named = rf"{re.escape(topic)}\b" + (rf"|{re.escape(topic_words[0])}(?=[,:;])" if topic_words else "")
    return bool(topic) and re.search(rf"\bcorrect(?:ion|ing)? (?:on|to|about|re|for) (?:the |my |our |the user's |"
                                     rf"user's )?(?:{named})", said) is not None


_JUST_SAID = timedelta(hours=1)


def _replaceable(unit: MemoryUnit, other: MemoryUnit, cosine: float, policy: WritePolicy, *,
                 floor: float | None = None, same_thing: frozenset[str] = frozenset(), named: bool = False) -> bool:
    """Whether ``unit`` may retire ``other``: active, stated, true no later, on the topic (cosine >= ``floor``,
    ``replace_cosine`` by default), about the same entity (the user's and the team's are one where ``unit``
    ``named`` ``other``'s value as replaced), not a tentative rival, and not about another named thing (words in
    ``same_thing`` never make two things)."""
    tentative = unit.confidence <= policy.tentative_confidence and unit.confidence < other.confidence
    if other.entity and other.entity == unit.entity and other.entity not in ("user", "team", "company"):
        # one person's two memories: "User's son Arjun plays the trumpet" and "Arjun switched from trumpet" name
        # the same Arjun, whether or not each says how he is related
        same_thing = same_thing | vocabulary.RELATIONS
    # "we" is the speaker's household or their team, as the reader guesses: a name said replaced is the evidence
    ours = named and {other.entity, unit.entity} <= {"user", "team"}
    return (other.status is Status.ACTIVE and not retracts(other) and not tentative
            and cosine >= (policy.replace_cosine if floor is None else floor) and _no_later(other, unit)
            and not (other.entity and unit.entity and other.entity != unit.entity and not ours)
            and not (other.entity == "user" and not unit.attribute and someone_elses(unit.text))
            and not gates.distinct_things(other.text, unit.text) - same_thing)


#: A statement whose subject is a person of the user's ("User's neighbour sold his Focus ...").
_THEIR_DOING = re.compile(r"^\W*(?:the )?user's (?P<who>[a-z]+)\b(?!'s)", re.IGNORECASE)
#: Words that bring the user back into such a statement ("User's boss moved the user to nights").
_USER_TOO = re.compile(r"\b(?:the user|user's|me|my|us|our|we)\b", re.IGNORECASE)


def someone_elses(text: str) -> bool:
    """Whether ``text`` (restated) is about a person of the user's and not the user at all: "User's neighbour sold
    his Focus and bought a BMW" says nothing of the user's Focus, where "User's boss moved the user to nights" does.

    >>> someone_elses("User's neighbour sold his Focus and bought a BMW.")
    True
    >>> someone_elses("User's boss moved the user to the night desk.")
    False
    >>> someone_elses("User's car is now a Polo.")
    False
    """
    found = _THEIR_DOING.match(text)
    return found is not None and found.group("who").casefold() in vocabulary.RELATIONS \
        and not _USER_TOO.search(text, found.end())


def _no_later(other: MemoryUnit, unit: MemoryUnit) -> bool:
    """Whether ``other`` held no later than ``unit`` began: by its start, or, for a change dated only by its month
    or year ("Alex and I broke up in March", told after "My partner is Alex" on March 1st), within that period
    and told before it (as :func:`_within_its_period` reads a rival)."""
    return other.valid_from <= unit.valid_from or _inside_its_period(unit, other)


def _inside_its_period(unit: MemoryUnit, other: MemoryUnit) -> bool:
    """Whether ``other`` began inside the month or year that alone dates ``unit``'s start, and was told before
    it: ``unit`` happened after it, whatever day the period's start names."""
    until = unit.metadata.get("start_period_end")
    return bool(until) and unit.valid_from <= other.valid_from < datetime.fromisoformat(str(until)) \
        and other.created_at < unit.created_at


def _value_heads(unit: MemoryUnit) -> list[str]:
    """The opening words of a team's choice of several words, by which a later text may name it as put aside ("gold
    ink on black card instead of the navy" of the choice "navy ink on cotton card"): its first word, or its first
    two, where they are no bare number or word of no content."""
    if unit.entity != "team" or not unit.value or unit.attribute is None:
        return []
    words = unit.value.split()
    heads = [" ".join(words[:n]) for n in (2, 1) if len(words) > n]
    return [h for h in heads if len(h) > 2 and not h[0].isdigit() and gates.content_words(h)]


def _terms(unit: MemoryUnit) -> list[str]:
    """What a memory states, as a later text may name it: its value, then the names in its text (a bare
    number names nothing: "8 people, not 5" is no news about a son who is 5)."""
    terms = [unit.value] if unit.value else []
    if unit.value and unit.attribute and vocabulary.is_multi_valued(unit.attribute):
        # ("We've got two dogs, a staffy called Tama and an old heading dog called Moss", held as Tama: the other
        # names are the list's other members, each its own memory, never this one's; a name inside its own value
        # still names it: "Westway" of "Westway climbing wall")
        own = unit.value.casefold().split()
        return terms + sorted(t.removesuffix("'s") for t in gates.specifics(unit.text)
                              if t.removesuffix("'s") in own and t.removesuffix("'s") != unit.value.casefold())
    return terms + sorted(t.removesuffix("'s") for t in gates.specifics(unit.text)
                          if t.removesuffix("'s") not in ("user", "users") and not t[0].isdigit())


#: A thing of the speaker's a statement holds by its common noun: "User owns a caravan at Filey", "We've got a
#: timeshare in Tenerife", "User volunteers at the food bank", "User's grandad lives with us".
_AFTER_THING = (r"(?:at|in|on|called|named|that|who|with|for|lives|live|is|was|has|every|near|by|down|up|out|"
                r"meets|comes|goes|works)")
_HELD_THING = re.compile(rf"(?:\b(?:a|an|my|our|the)|\buser's|\bthe user's) (?P<thing>[a-z][a-z-]+"
                         rf"(?: (?!{_AFTER_THING}\b)[a-z][a-z-]+)?)(?= {_AFTER_THING}\b|[.,;!]|$)")
#: A statement of what one has or does now, which a reader may have filed as an event: "User has got an allotment".
_HOLDS_NOW = re.compile(r"\b(?:has got|have got|'ve got|owns?|has|have|is in|are in|am in|volunteers?|keeps?|runs?|"
                        r"is seeing|are seeing|takes?|goes to|go to|lives?)\b", re.IGNORECASE)
_SAID_PAST = re.compile(r"\b(?:was|were|had|did|went|used to)\b", re.IGNORECASE)
#: Common nouns that name nothing held: a time, a measure, a kind of thing.
_NO_THING = frozenset("""time day week month year weekend morning evening night bit lot way thing things kind sort
    job work place home house end start moment while couple few one""".split())


def holdings_gone(unit: MemoryUnit, state: State, policy: WritePolicy, taken: set[str]) -> list[Supersede]:
    """What a statement says is gone by its common noun, where the memory holding it was never typed ("We sold the
    caravan" after "User owns a caravan at Filey", "Gave up the allotment" after "User has got an allotment on Mill
    Lane", "The book club's fizzled out"): that memory is retired, whatever the new statement was read as (a pastime
    given up, an event), when it is about the same entity and on the topic at the low floor a name said gone has."""
    if unit.status is not Status.ACTIVE:
        return []
    out: list[Supersede] = []
    about = unit.model_copy(update={"entity": None}) if retracts(unit) or unit.entity == "user" else unit
    for other, cosine in (*state.neighbours, *state.recent):
        if other.id in taken or other.id == unit.id:
            continue
        thing = next((t for t in _held_by_noun(other) if names_gone(unit.text, t)), None)
        if thing is not None and _replaceable(about, other, cosine, policy, floor=GONE_COSINE,
                                              same_thing=_END_WORDS | frozenset(thing.split()), named=True):
            taken.add(other.id)
            out.append(Supersede(other, unit, f"gone: the new memory {unit.id} says {thing!r} is gone"))
    return out


#: What holds of one's work while one works: what ends with it.
_OF_WORK = frozenset({"job_title", "employer", "work_schedule", "work_location", "team", "manager"})


def out_of_work(unit: MemoryUnit, state: State, taken: set[str]) -> list[Supersede]:
    """The speaker's work said to have ended ("I'm redundant, no job till I find something", "I'm retired now":
    no employer, or a status of no work): what they held of the work they had -- post, employer, shifts, workplace
    -- is retired with it, said before this turn (a post said beside "retired" in one breath is kept)."""
    if unit.status is not Status.ACTIVE or unit.entity != "user" or not (
            unit.attribute == "employer" and bare_value(unit) == "none"
            or unit.attribute == "employment_status" and bare_value(unit) in ("unemployed", "retired", "jobless")):
        return []
    return [Supersede(m, unit, f"ended: the new memory {unit.id} says the user's work has ended")
            for m, _ in (*state.neighbours, *state.recent)
            if m.id not in taken and m.id != unit.id and m.status is Status.ACTIVE and m.entity == "user"
            and m.attribute in _OF_WORK and m.attribute != unit.attribute and not retracts(m)
            and m.created_at < unit.created_at]


#: The one (or two) of a list the speaker says is all that is left: "I've just Bramble now", "only Tama left",
#: "we've only got Mabel and Doris now".
_ONLY_NOW = re.compile(r"\b(?:i've|i have|we've|we have|the user has|user has|(?:the )?user's|there's|there is|got)\s+"
                       r"(?:got\s+(?:just|only)|(?:just|only)\s+got|just|only)\s+(?P<names>[A-Z][\w'’-]*(?:\s+(?:and|&)\s+[A-Z][\w'’-]*)?)\s*"
                       r"(?:now|left|these days|still)\b|"
                       r"\b(?:just|only)\s+(?P<left>[A-Z][\w'’-]*(?:\s+(?:and|&)\s+[A-Z][\w'’-]*)?)\s+(?:left|remaining)\b",
                       re.IGNORECASE)


def only_left(unit: MemoryUnit, state: State, taken: set[str]) -> list[Supersede]:
    """The rest of a list said to be gone by naming what is left ("I keep two horses, Bramble and Jasper." then
    "Jasper went to a riding school on Saturday, I've just Bramble now"): each other value of the list the named
    one belongs to (a multi-valued attribute of the user's) is retired. Nothing changes when no held value is
    named, or the names are of no list."""
    found = _ONLY_NOW.search(unit.text) if unit.status is Status.ACTIVE else None
    if found is None:
        return []
    names = {n.strip().casefold() for n in re.split(r"\s+(?:and|&)\s+", found.group("names") or found.group("left"))}
    held = {m.id: m for m, _ in (*state.neighbours, *state.recent)
            if m.status is Status.ACTIVE and m.entity == "user" and m.attribute and m.value and not retracts(m)
            and vocabulary.is_multi_valued(m.attribute)}
    lists = {m.attribute for m in held.values() if bare_value(m) in names}
    return [Supersede(m, unit, f"gone: the new memory {unit.id} says only {', '.join(sorted(names))} is left")
            for m in held.values() if m.attribute in lists and bare_value(m) not in names and m.id not in taken
            and m.created_at <= unit.created_at]


def _held_by_noun(unit: MemoryUnit) -> list[str]:
    """The things a memory the reader could not type holds by their common nouns (:data:`_HELD_THING`): a later
    statement that says one is gone ("We sold the caravan", "Gave up the allotment") names what it retires."""
    holding = untyped(unit) or unit.kind is Kind.PATTERN or unit.kind is Kind.EPISODE and not unit.attribute \
        and _HOLDS_NOW.search(unit.text) is not None and _SAID_PAST.search(unit.text) is None
    if not holding or unit.entity not in (None, "user", "team"):
        return []
    found = [m.group("thing") for m in _HELD_THING.finditer(unit.text.casefold())]
    # (the thing whole, then its head: "a static caravan" is the caravan sold)
    return [said for t in found if t.split()[-1] not in _NO_THING and t.split()[0] not in _NO_THING
            for said in dict.fromkeys((t, t.split()[-1]))]


def dedupe(unit: MemoryUnit, state: State, policy: WritePolicy) -> tuple[str | None, MemoryUnit | None, str]:
    """Whether ``unit`` is a duplicate, a next version or a merge of a stored memory the writer may see.

    Returns ``(verdict, existing, reason)``; verdict None means "store as new".
    """
    if unit.entity and state.pair is not None:
        same_fact = [m for m in state.pair.facts if compatible(m, unit)]
        if same_fact:
            return "duplicate", same_fact[-1], (f"duplicate of {same_fact[-1].id}: same "
                                                f"{unit.entity}.{unit.attribute}; reinforced")
    close = [(m, c) for m, c in state.neighbours[: policy.surprise_k]
             if compatible(m, unit) and not gates.distinct_things(m.text, unit.text)]
    if not close:
        return _said_again_verdict(unit, state, policy)
    # the same words, whatever the case and punctuation, are the same memory at any cosine
    said = gates.words(unit.text)
    for m, _ in close:
        if gates.words(m.text) == said:
            return "duplicate", m, f"duplicate of {m.id} (the same words); reinforced"
    nearest, cosine = close[0]
    # an update that only changes a number or a name looks like a duplicate to an embedding
    same_specifics = not gates.changed_specifics(nearest.text, unit.text)
    if same_specifics and cosine >= policy.duplicate_cosine:
        return "duplicate", nearest, f"duplicate of {nearest.id} (cosine {cosine:.2f}); reinforced"
    for other, _ in close:
        if gates.jaccard(other.text, unit.text) > policy.supersede_jaccard:
            return "version", other, ""
    if same_specifics and cosine >= policy.merge_cosine:
        return "merge", nearest, ""
    return _said_again_verdict(unit, state, policy)


def _said_again_verdict(unit: MemoryUnit, state: State,
                        policy: WritePolicy) -> tuple[str | None, MemoryUnit | None, str]:
    again = said_again(unit, state, policy)
    if again is not None:
        return "merge", again, f"the same belief as {again.id}, said in other words"
    return None, None, ""


def said_again(unit: MemoryUnit, state: State, policy: WritePolicy) -> MemoryUnit | None:
    """A memory ``unit`` says again in other words, and often as another kind, if any: "I prefer Python for
    backend work" and "Python is my go-to language for backends", "I'm a tea drinker" and "tea is what I drink".

    One of the nearest at cosine >= ``paraphrase_cosine`` that speaks of at least half the topic words of the
    shorter of the two (:func:`credo.gates.topic_overlap`), with the same specifics, about no other named
    thing, and not stating another value: the same entity and value (a preference and a fact about one
    language, a decision and the state it made), or else one of the two a stance (:func:`_stance`). Events are never said again this way (two visits to
    the dentist are two memories), nor is a statement of change, a return or a correction.
    """
    if _event(unit) or says_change(unit.text) or returns(unit.text) or corrects(unit.text):
        return None  # "back to morning workouts" is a change, decided by :func:`changed_by_meaning`
    for other, cosine in state.neighbours[: policy.surprise_k]:
        if cosine < policy.paraphrase_cosine:
            break
        if _event(other) or retracts(other) != retracts(unit):
            continue
        same_value = bool(unit.entity and other.entity) and (unit.entity, value_of(unit)) == (
            other.entity, value_of(other))
        if unit.entity and other.entity and not same_value:
            continue
        if same_value and unit.kind is other.kind is Kind.FACT and unit.attribute and other.attribute \
                and unit.attribute != other.attribute \
                and vocabulary.same_property(unit.attribute, other.attribute) is not True:
            continue  # ("Sam's home city: Hartlepool" and "Sam's work location: Hartlepool": two facts, one town)
        if not (same_value or _stance(unit) or _stance(other)):
            continue  # "learning to sail a dinghy" and "bought a sailing dinghy" are two facts about one topic
        if gates.topic_overlap(other.text, unit.text) >= 0.5 and not gates.changed_specifics(other.text, unit.text) \
                and not gates.distinct_things(other.text, unit.text):
            return other
    return None


def _stance(unit: MemoryUnit) -> bool:
    """How a person holds something (a preference) or a plain statement the reader could not type: the
    memories another wording most often says again. Two facts or two routines on one topic ("plays tennis",
    "watches tennis") are joined only by the same value."""
    return unit.kind is Kind.PREFERENCE or untyped(unit)


def _event(unit: MemoryUnit) -> bool:
    """Something that happened (an episode the reader typed), not a statement of how things are."""
    return unit.kind is Kind.EPISODE and not untyped(unit)


def merge(old: MemoryUnit, unit: MemoryUnit) -> MemoryUnit:
    """``unit`` folded into ``old`` as its next version (the old row keeps the old text)."""
    trust = min(old.trust, unit.trust)
    changes: dict[str, object] = {
        "text": gates.merged_text(old.text, unit.text), "kind": old.kind, "layer": old.layer,
        "version": old.version + 1, "parent_id": old.id, "trust": trust,
        "importance": max(old.importance, unit.importance),
        "confidence": min(max(old.confidence, unit.confidence), trust),
        "confirmations": old.confirmations + 1}
    if old.entity and (not unit.entity or (unit.entity, value_of(unit)) == (old.entity, value_of(old))):
        # the belief keeps the name it was first filed under ("preferred language", not "go-to language")
        changes.update(entity=old.entity, attribute=old.attribute, value=old.value)
    return unit.model_copy(update=changes)


def links(neighbours: tuple[tuple[MemoryUnit, float], ...], counts: dict[str, int],
          policy: WritePolicy) -> tuple[tuple[MemoryUnit, float], ...]:
    """The neighbours a new memory links to: cosine >= ``link_cosine``, best first, at most ``max_links``,
    skipping those that already have ``2 * max_links`` related links."""
    chosen: list[tuple[MemoryUnit, float]] = []
    for other, cosine in neighbours:
        if cosine < policy.link_cosine or len(chosen) >= policy.max_links:
            break
        if counts.get(other.id, 0) >= 2 * policy.max_links:
            continue
        chosen.append((other, cosine))
    return tuple(chosen)


def ruled_out(unit: MemoryUnit, liked: tuple[MemoryUnit, ...]) -> list[MemoryUnit]:
    """The stated likings a new diet rules out ("vegetarian now" ends "loves steak"), stated no later than it."""
    if unit.status is not Status.ACTIVE or unit.entity != "user" or unit.attribute != "diet" or not unit.value:
        return []
    return [m for m in liked if m.valid_from <= unit.valid_from and excluded_by_diet(unit.value, m.value or "")]


def against_resolution(unit: MemoryUnit, pair: Pair) -> tuple[MemoryUnit | None, ConflictRecord | None]:
    """Hold a new value to the pair's last resolution: ``(scoped unit or None, the resolution it contradicts)``.

    A value the person kept in a context (keep_both), said in that context, is
    scoped to it (attribute ``attribute@context``, ``metadata["context"]``); said
    without naming the context it may mean "for everything now", so it reopens the
    pair rather than guess. A value the resolution kept as the default passes; any
    other value contradicts it. A resolution whose kept memories are no longer
    active is no longer in force (``pair.kept`` is empty).
    """
    if pair.resolution is None or not pair.kept:
        return None, None
    for memory in pair.kept:
        if value_of(memory) == value_of(unit):
            context = memory.metadata.get("context") if memory.attribute != unit.attribute else None
            if not context:
                return None, None  # the default the person chose
            if not names_context(unit.text, context):
                return None, pair.resolution  # "morning" again, but is it for consulting or for everything? ask
            scoped = unit.model_copy(update={"attribute": memory.attribute, "metadata": {
                **unit.metadata, "context": context, "resolution": pair.resolution.id}})
            return scoped, None
    return None, pair.resolution


def names_context(text: str, context: str) -> bool:
    """Whether ``text`` mentions the context a person scoped a value to (by word stem).

    >>> names_context("Morning calls again for the consulting client", "consulting")
    True
    >>> names_context("I prefer morning meetings for everything now", "consulting")
    False
    """
    words = re.findall(r"[a-z0-9]+", text.casefold())
    stems = [w[:6] for w in re.findall(r"[a-z0-9]+", context.casefold()) if len(w) >= 3]
    return any(word.startswith(stem) for stem in stems for word in words)


def loop_reason(unit: MemoryUnit, pair: Pair, policy: WritePolicy) -> str | None:
    """Why superseding for ``unit`` would be a loop (a returning value, or churn), or None if it would not.

    Only values recorded after the pair's last resolution, and that the writer may see, count. A
    window of 0 turns that check off. Record-time churn (``pair.churn``) counts only for a live write
    (one that became true within the window of being recorded): a backfill of years of history
    recorded in one afternoon is not a loop.
    """
    window, threshold = policy.loop_window_days, policy.loop_threshold
    now = unit.created_at
    live = now - unit.valid_from <= timedelta(days=window)
    if window > 0 and live and pair.churn + 1 >= threshold:
        return f"{unit.entity}.{unit.attribute} flipped {threshold}+ times in {window:g} days"
    since = pair.resolution.resolved_at if pair.resolution is not None else None
    timeline = [m for m in pair.timeline if m.valid_from <= unit.valid_from and m.id != unit.id
                and (since is None or m.created_at > since)]
    mine = value_of(unit)
    if not timeline or value_of(timeline[-1]) == mine:
        return None
    found = changes(timeline)
    given_up = str(unit.metadata.get("gives_up") or "").casefold()
    if given_up and given_up in str(value_of(timeline[-1])).casefold():
        found = []  # "returned the iPhone, back on my Pixel": the person settled it, naming what they gave up
    if policy.return_window_days > 0:
        back_to = unit.valid_from - timedelta(days=policy.return_window_days)
        for old, replaced_at in found:
            # (the value gone back to, said in other words: "Back on the Pixel" after "an Android phone, a Pixel 7")
            same = value_of(old) == mine or same_value(value_of(old), mine) or _has_words(old.text, mine)
            if same and replaced_at >= back_to:
                # no value in the reason: it outlives an erasure of the memory that stated it
                return (f"{unit.entity}.{unit.attribute} returned to a value it replaced within "
                        f"{policy.return_window_days:g} days")
    if window > 0:
        start = unit.valid_from - timedelta(days=window)
        if sum(1 for _, at in found if at >= start) + 1 >= threshold:
            return f"{unit.entity}.{unit.attribute} changed {threshold}+ times in {window:g} days of event time"
    return None


def changes(timeline: list[MemoryUnit]) -> list[tuple[MemoryUnit, datetime]]:
    """Each value that was replaced, with the event time another value replaced it."""
    found, current = [], None
    for unit in timeline:
        if current is not None and value_of(unit) != value_of(current):
            found.append((current, unit.valid_from))
        if current is None or value_of(unit) != value_of(current):
            current = unit
    return found

