"""The New game setup as the player fills it in, and the app settings; both remembered as JSON.

Nothing here imports Textual: the screens edit a :class:`GameConfig`, the session turns it into
an engine ``Setup``.
"""

from __future__ import annotations

import contextlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rage_tui.i18n import LANGUAGES
from rage_tui.safeio import write_atomic
from rage_tui.ui import paths

if TYPE_CHECKING:  # (the title screen reads the settings and loads no engine)
    from rage_tui.engine.stops import StopsSpec

#: the stops family whose choices settings files keep in ``stops`` and ``solo_stops``
RAGE_FAMILY = "rage"

HUMAN = "human"
DEFAULT_NAMES = ("Aileen", "Bram", "Cora", "Dorn", "Esme", "Fenn")
DEFAULT_BOT_DELAY = 0.6


def random_seed() -> int:
    """A fresh seed for a new game (shown to the player so a game can be replayed)."""
    return random.SystemRandom().randrange(1, 1_000_000)


@dataclass
class SeatConfig:
    """One seat: a name, who plays it (``human`` or a bot name) and a deck reference.

    ``deck`` is ``bundled:<file stem>`` for a bundled deck or a path to a deck file."""

    name: str
    player: str = HUMAN
    deck: str = ""

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.player == HUMAN

    def to_json(self) -> dict[str, str]:
        """Plain data."""
        return {"name": self.name, "player": self.player, "deck": self.deck}

    @staticmethod
    def from_json(data: Any, index: int) -> SeatConfig:
        """Lenient inverse of :meth:`to_json` (bad fields fall back to defaults)."""
        if not isinstance(data, dict):
            data = {}
        name = data.get("name")
        player = data.get("player")
        deck = data.get("deck")
        return SeatConfig(
            name=name.strip()[:24] if isinstance(name, str) and name.strip()
            else DEFAULT_NAMES[index % len(DEFAULT_NAMES)],
            player=player if isinstance(player, str) and player else HUMAN,
            deck=deck if isinstance(deck, str) else "")


@dataclass
class GameConfig:
    """Everything the New game screen asks for. ``mode`` is ``play`` (hot-seat) or ``solo``."""

    seats: list[SeatConfig] = field(default_factory=list)
    seed: int = 0
    renown_level: int | None = 20
    null_cards: bool = True
    club_rules: bool = False
    mode: str = "play"
    ruleset: str = "rage-1995"

    @staticmethod
    def default(mode: str = "play", bot: str = "random") -> GameConfig:
        """Two seats: two humans, or a human against a bot for solo play."""
        second = bot if mode == "solo" else HUMAN
        return GameConfig([SeatConfig(DEFAULT_NAMES[0]), SeatConfig(DEFAULT_NAMES[1], second)],
                          seed=random_seed(), mode=mode)

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def to_json(self) -> dict[str, Any]:
        """Plain data (the seed is not remembered: each new game gets a fresh one)."""
        return {"seats": [s.to_json() for s in self.seats], "renown_level": self.renown_level,
                "null_cards": self.null_cards, "club_rules": self.club_rules, "mode": self.mode,
                "ruleset": self.ruleset}

    @staticmethod
    def from_json(data: Any, mode: str = "play") -> GameConfig:
        """Lenient inverse of :meth:`to_json`; anything unreadable gives the default."""
        base = GameConfig.default(mode)
        if not isinstance(data, dict):
            return base
        from rage_tui.rulesets import RULESETS, seat_limits

        ruleset = data.get("ruleset", "rage-1995")
        if ruleset not in RULESETS:
            ruleset = "rage-1995"
        raw = data.get("seats")
        seats = [SeatConfig.from_json(s, i) for i, s in enumerate(raw)] if isinstance(
            raw, list) else base.seats
        low, high = seat_limits(ruleset)
        if not low <= len(seats) <= high:
            seats = base.seats
        level = data.get("renown_level", 20)
        if level is not None and (not isinstance(level, int) or isinstance(level, bool)
                                  or not 1 <= level <= 999):
            level = 20
        return GameConfig(seats, base.seed, level, bool(data.get("null_cards", True)),
                          bool(data.get("club_rules", False)), mode, ruleset)


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _write_json(path: Path, data: Any) -> None:
    with contextlib.suppress(OSError):
        write_atomic(path, json.dumps(data, indent=1) + "\n")


def load_remembered(key: str) -> Any:
    """One remembered section of ``last-setup.json`` (None if missing or unreadable)."""
    data = _read_json(paths.last_setup_path())
    return data.get(key) if isinstance(data, dict) else None


def remember(key: str, value: Any) -> None:
    """Remember ``value`` as section ``key`` of ``last-setup.json`` (errors are ignored)."""
    path = paths.last_setup_path()
    data = _read_json(path)
    if not isinstance(data, dict):
        data = {}
    data[key] = value
    _write_json(path, data)


def load_last_setup(mode: str) -> GameConfig:
    """The remembered setup for ``mode`` (``play`` or ``solo``), with a fresh seed."""
    data = _read_json(paths.last_setup_path())
    if isinstance(data, dict) and mode in data:
        return GameConfig.from_json(data[mode], mode)
    return GameConfig.default(mode)


def save_last_setup(config: GameConfig) -> None:
    """Remember ``config`` as the last setup of its mode (errors are ignored)."""
    remember(config.mode, config.to_json())


@dataclass
class Settings:
    """App settings kept in ``settings.json``: the bots' pace, the theme, and for hot-seat
    play each player's stops (by player name; see :mod:`rage_tui.ui.stops`) and the "skip me
    when I have nothing playable" house rule, and the language of the app (``language``: a
    code of :data:`rage_tui.i18n.LANGUAGES`; None follows ``--lang`` or the locale)."""

    bot_delay: float = DEFAULT_BOT_DELAY
    theme: str = ""
    stops: dict[str, list[str]] = field(default_factory=dict)
    skip_nothing_playable: bool = False
    language: str | None = None
    #: the stops of solo games (one person at the keyboard, nobody watching); None: the
    #: ruleset's defaults
    solo_stops: list[str] | None = None
    #: the stops of the games whose windows are not Rage's, by the ruleset's stops family
    #: (:attr:`rage_tui.engine.stops.StopsSpec.family`): hot-seat ones by player name, and
    #: solo ones (``stops`` and ``solo_stops`` above are Rage's, as settings files kept them)
    game_stops: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    game_solo_stops: dict[str, list[str]] = field(default_factory=dict)

    def _by_name(self, spec: StopsSpec) -> dict[str, list[str]]:
        """The stops by player name of ``spec``'s family (a new, unsaved one: empty)."""
        if spec.family == RAGE_FAMILY:
            return self.stops
        return self.game_stops.get(spec.family, {})

    def solo_stops_set(self, spec: StopsSpec) -> frozenset[str]:
        """The stops of solo games of ``spec``'s ruleset (its defaults unless the player
        chose others)."""
        found = self.solo_stops if spec.family == RAGE_FAMILY \
            else self.game_solo_stops.get(spec.family)
        return spec.defaults(solo=True) if found is None else spec.clean(found)

    def set_solo_stops(self, spec: StopsSpec, stops: frozenset[str]) -> None:
        """Remember the solo stops of ``spec``'s ruleset."""
        if spec.family == RAGE_FAMILY:
            self.solo_stops = spec.ordered(stops)
        else:
            self.game_solo_stops[spec.family] = spec.ordered(stops)

    def stops_for(self, name: str, spec: StopsSpec) -> frozenset[str]:
        """The stops remembered for player ``name`` in ``spec``'s ruleset (its defaults for a
        new name)."""
        found = self._by_name(spec).get(name)
        return spec.clean(found) if isinstance(found, list) else spec.defaults()

    def set_stops(self, name: str, spec: StopsSpec, stops: frozenset[str]) -> None:
        """Remember the stops of player ``name`` in ``spec``'s ruleset."""
        named = self.stops if spec.family == RAGE_FAMILY \
            else self.game_stops.setdefault(spec.family, {})
        named[name] = spec.ordered(stops)

    @staticmethod
    def load() -> Settings:
        """The saved settings, or the defaults."""
        data = _read_json(paths.settings_path())
        out = Settings()
        if isinstance(data, dict):
            delay = data.get("bot_delay")
            if isinstance(delay, int | float) and not isinstance(delay, bool) and 0 <= delay <= 10:
                out.bot_delay = float(delay)
            theme = data.get("theme")
            if isinstance(theme, str):
                out.theme = theme
            stops = data.get("stops")
            if isinstance(stops, dict):
                out.stops = {str(k)[:24]: [w for w in v if isinstance(w, str)]
                             for k, v in stops.items() if isinstance(v, list)}
            out.skip_nothing_playable = data.get("skip_nothing_playable") is True
            solo = data.get("solo_stops")
            if isinstance(solo, list):
                out.solo_stops = [w for w in solo if isinstance(w, str)]
            games = data.get("game_stops")
            if isinstance(games, dict):
                out.game_stops = {str(f)[:40]: {str(k)[:24]: [w for w in v if isinstance(w, str)]
                                                for k, v in named.items() if isinstance(v, list)}
                                  for f, named in games.items() if isinstance(named, dict)}
            solos = data.get("game_solo_stops")
            if isinstance(solos, dict):
                out.game_solo_stops = {str(f)[:40]: [w for w in v if isinstance(w, str)]
                                       for f, v in solos.items() if isinstance(v, list)}
            language = data.get("language")
            if isinstance(language, str) and language in LANGUAGES:
                out.language = language
        return out

    def save(self) -> None:
        """Write the settings (errors are ignored)."""
        _write_json(paths.settings_path(), {
            "bot_delay": self.bot_delay, "theme": self.theme, "stops": self.stops,
            "skip_nothing_playable": self.skip_nothing_playable, "language": self.language,
            "solo_stops": self.solo_stops, "game_stops": self.game_stops,
            "game_solo_stops": self.game_solo_stops})


def locale_language() -> str:
    """The language "follow the system" means, as the command line reads it
    (``rage_tui.cli.lang``): ``RAGE_TUI_LANG``, else the first of ``LC_ALL``, ``LC_MESSAGES``
    and ``LANG`` that is set, when it names a language with a catalogue; else English."""
    import os

    from rage_tui.i18n import LANGUAGES

    def code(value: str) -> str | None:
        base = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        return base if base in LANGUAGES else None

    chosen = code(os.environ.get("RAGE_TUI_LANG", ""))
    if chosen:
        return chosen
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return code(value) or "en"
    return "en"


def ruleset_note(chosen: str, remembered: str | None, given: str | None) -> str:
    """What the Rules field of a setup screen says about where its value came from, so that
    nothing is remembered silently: given on the command line (``--ruleset``), remembered from
    the last game started on this screen, or the default; every one is remembered for the next
    game once a game is started."""
    from rage_tui.i18n import _
    from rage_tui.rulesets import plugin

    title = plugin(chosen).title
    if given is not None and given == chosen:
        where = _("from --ruleset")
    elif remembered is not None and remembered == chosen and chosen != "rage-1995":
        where = _("as in your last game here (the default is rage-1995)")
    elif chosen == "rage-1995":
        where = _("the default")
    else:
        where = _("your choice")
    return _("{title}: {where}; remembered for the next game once you start this one").format(
        title=title, where=where)
