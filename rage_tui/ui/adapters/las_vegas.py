"""The Rage: Across Las Vegas table on the game screen (the ruleset's ``ui_adapter``): each
seat in order from the viewer with its Tribe card (Sept Draw, Tribe Fury), score, Staging
Area and the pack members it has in the Hunting Grounds (wounds against Health, Crinos side,
regeneration, rites in progress with their quarter turns, attached cards); the Enemies and
Victims of the Hunting Grounds, the Umbral track with its levels, the Renown level, and during
a combat the two fighters' Rage pools and which picks are face down; the viewer's own hands.

It reads only the ruleset's own view (:mod:`rage_tui.rulesets.las_vegas.view`), which has
already left out what the viewer may not see: another seat's hands are counts there and a
face-down pick is only its commitment, so they are counts and "face down" here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text

from rage_tui.engine.cards import Card
from rage_tui.engine.view import View
from rage_tui.i18n import N_, _, card_text
from rage_tui.rulesets.las_vegas.view import LVView
from rage_tui.ui.adapter import result_table

#: the phases of the turn (seed, Sequence of Play), in words
PHASES = {"start": N_("Start of Turn"), "sept-draw": N_("Sept Draw"),
          "main": N_("Main Phase"), "resolution": N_("Resolution Phase"),
          "alpha": N_("Alpha Phase"), "end": N_("End Phase")}

#: the kinds of card, in words (the card pane)
KINDS = {"tribe": N_("Tribe"), "garou": N_("Garou"), "ally": N_("Ally"), "totem": N_("Totem"),
         "victim": N_("Victim"), "enemy": N_("Enemy"), "event": N_("Event"),
         "moot": N_("Moot"), "gift": N_("Gift"), "equipment": N_("Equipment"),
         "rite": N_("Rite"), "attack": N_("Attack"), "defense": N_("Defence"),
         "flex": N_("Flex"), "counterattack": N_("Counterattack"),
         "combat-event": N_("Combat event")}

#: points of the Umbral chart per level (seed, The Umbra: five points a level)
UMBRA_STEP = 5
UMBRA_MAX = 25

#: the words of the ruleset's declared options (rage_tui/rulesets/las_vegas/plugin.py), which
#: the New game screen shows through this catalogue
OPTION_WORDS = (N_("Renown level"),
                N_("Renown to win; it also caps each starting pack (20 usual, 15 short)"))

#: the help screen's part about this game (Markdown; see rage_tui.ui.screens.help)
HELP_BRIEF = N_("""\
## Rage: Across Las Vegas in brief

Each player leads a pack of Garou of one Tribe; the Tribe card gives the *Sept Draw* (the sept
hand you draw up to) and the *Tribe Fury* (who sits first, who wins alpha ties). Your pack
waits in your *Staging Area*; Enemies and Victims wait in the *Hunting Grounds* in the middle.
A turn has six phases:

- *Start of Turn*: rites in progress advance a quarter turn (not for a shapeshifter that
  fought last turn), regenerating characters heal a quarter turn, the Umbral chart acts.
- *Sept Draw*: draw sept cards up to your Sept Draw number.
- *Main*: one play at a time around the table (a card, a gift, a rite, setting a character to
  regenerate), until everyone passes in a row.
- *Resolution*: the moots called are voted; each Garou votes on one moot only, a tie fails.
  Then each pack picks its alpha and sends it to the Hunting Grounds.
- *Alpha*: the alphas act in Renown order (ties by Tribe Fury): attack a character there,
  challenge a pack member, or pass.
- *End*: everyone returns to the Staging Areas and flips back to the Breed side.

A combat is fought by initiative: the side with initiative picks an attack (or passes), then
the other side picks a defence, a counterattack or nothing. Both picks go down face down and
stay secret until they are revealed together; each card costs Rage from the fighter's pool for
this combat (the pool fills again after it). A character killed goes to the killer's Victory
Pile and its Renown counts (a Victim's counts 0). A player whose Victory Pile reaches the Renown
level wins at once (two over it: the higher; a tie plays on).

On the table, `wounds 1/6` are wounds against the wounds that kill, `R` and `Rn` are Rage and
Renown, `hands 5/0 · decks 38/24` count sept and combat cards, and the Umbral track shows the
marker among its five levels.
""")


def _lv(view: View) -> LVView:
    if not isinstance(view, LVView):
        raise TypeError(f"the Las Vegas adapter draws a Las Vegas view, not "
                        f"{type(view).__name__}")
    return view


def umbra_track(points: int, level: int) -> Text:
    """The Umbral track: five levels of five points, the marker on its point."""
    out = Text(_("Umbral track {n}/{top}, level {level}").format(
        n=points, top=UMBRA_MAX, level=level) + "  ", style="bold")
    for lv in range(1, UMBRA_MAX // UMBRA_STEP + 1):
        cells = ""
        for p in range((lv - 1) * UMBRA_STEP + 1, lv * UMBRA_STEP + 1):
            cells += "o" if p == points else "-"
        out.append(cells, style="bold magenta" if lv == level else "dim")
        if lv < UMBRA_MAX // UMBRA_STEP:
            out.append("|", style="dim")
    return out


class LasVegasAdapter:
    """:class:`rage_tui.ui.adapter.UiAdapter` for ``rage-las-vegas``."""

    help = HELP_BRIEF

    def __init__(self, cards: Mapping[str, Card]) -> None:
        self.cards = cards

    def name(self, cid: str) -> str:
        """A card's printed name (its id if the library lacks it)."""
        card = self.cards.get(cid)
        return card.name if card is not None else cid

    def _order(self, v: LVView) -> list[dict[str, Any]]:
        """The seats in playing order (from the highest Tribe Fury), starting at the viewer."""
        seats = {s["seat"]: s for s in v.table["seats"]}
        order = [s for s in v.table.get("order", []) if s in seats] or sorted(seats)
        if v.seat in order:
            k = order.index(v.seat)
            order = order[k:] + order[:k]
        return [seats[s] for s in order]

    def _char(self, c: dict[str, Any], combat: dict[str, Any] | None) -> Text:
        """One character: name, side, wounds against Health, Rage, Renown, markers, cards."""
        line = Text("    ")
        line.append(self.name(c["card"]), style="bold")
        if c["crinos"]:
            line.append(" (" + _("Crinos") + ")", style="red")
        line.append(" " + _("wounds {w}/{h}").format(w=c["wounds"], h=c["health"]),
                    style="yellow" if c["wounds"] else "")
        line.append(" " + _("R{rage} Rn{renown}").format(rage=c["rage"], renown=c["renown"]),
                    style="dim")
        if c["regen"]:
            line.append(" · " + _("regenerating, {n} quarter turns left").format(n=c["regen"]),
                        style="green")
        if c["umbra"]:
            line.append(" · " + _("in the Umbra"), style="magenta")
        if combat is not None and c["iid"] in (combat["hunter"], combat["prey"]):
            line.append(" · " + _("fighting"), style="bold red")
        if c["rite"]:
            line.append("\n      " + _("rite in progress: {rite}, {n} quarter turns left").format(
                rite=self.name(c["rite"]), n=c["rite_left"]), style="cyan")
        if c["attached"]:
            line.append("\n      + " + ", ".join(self.name(a) for a in c["attached"]),
                        style="cyan")
        return line

    def _tribe(self, cid: str) -> str:
        card = self.cards.get(cid)
        draw = getattr(card, "sept_draw", 0)
        fury = getattr(card, "fury", 0)
        return _("{tribe} (Sept Draw {draw}, Fury {fury})").format(
            tribe=self.name(cid), draw=draw, fury=fury)

    def _seat(self, v: LVView, sv: dict[str, Any], kinds: Mapping[int, str],
              combat: dict[str, Any] | None) -> Text:
        out = Text()
        deciding = v.waiting_for == sv["seat"]
        out.append("> " if deciding else "  ", style="bold magenta")
        out.append(sv["name"], style="bold strike" if sv["out"] else "bold")
        kind = kinds.get(sv["seat"], "human")
        if kind != "human":
            out.append(" (" + _("{bot} bot").format(bot=kind) + ")", style="dim")
        if v.seat == sv["seat"]:
            out.append(" (" + _("you") + ")", style="dim")
        out.append(" · " + _("{n} Renown").format(n=sv["score"]), style="green")
        if sv["out"]:
            out.append(" · " + _("out"), style="red")
        out.append(" · " + self._tribe(sv["tribe"]) + "\n")

        def count(x: Any) -> int:
            return len(x) if isinstance(x, list) else int(x)

        out.append("    " + _("hands {s}/{c} · decks {sd}/{cd} · victory {v}").format(
            s=count(sv["sept_hand"]), c=count(sv["combat_hand"]), sd=sv["sept_deck"],
            cd=sv["combat_deck"], v=len(sv["victory"])) + "\n", style="dim")
        staging = [c for c in sv["pack"] if not c["hunting"]]
        hunting = [c for c in sv["pack"] if c["hunting"]]
        out.append("   " + _("Staging Area:") + ("" if staging else " " + _("(empty)")) + "\n",
                   style="bold")
        for c in staging:
            out.append_text(self._char(c, combat))
            out.append("\n")
        if hunting:
            out.append("   " + _("In the Hunting Grounds:") + "\n", style="bold")
            for c in hunting:
                out.append_text(self._char(c, combat))
                out.append("\n")
        extra = []
        if sv["totem"]:
            extra.append(_("Totem: {cards}").format(cards=", ".join(map(self.name, sv["totem"]))))
        if sv["rites"]:
            extra.append(_("active rites: {cards}").format(
                cards=", ".join(map(self.name, sv["rites"]))))
        if extra:
            out.append("    " + " · ".join(extra) + "\n", style="cyan")
        return out

    def _combat(self, v: LVView, combat: dict[str, Any]) -> Text:
        chars = {c["iid"]: c for c in v.table["hunting"]}
        for sv in v.table["seats"]:
            chars.update({c["iid"]: c for c in sv["pack"]})
        names = {sv["seat"]: sv["name"] for sv in v.table["seats"]}

        def who(side: int) -> str:
            iid = combat["hunter"] if side == 0 else combat["prey"]
            c = chars.get(iid)
            card = self.name(c["card"]) if c is not None else "?"
            seat = combat["seats"][side]
            if seat not in names:
                return card
            if c is not None and c["owner"] != seat:  # an Enemy or Victim a player fights for
                return _("{card} (for {player})").format(card=card, player=names[seat])
            return f"{card} ({names[seat]})"

        out = Text(_("Combat, round {n}: {hunter} hunts {prey}").format(
            n=combat["round"], hunter=who(0), prey=who(1)) + "\n", style="bold red")
        out.append("  " + _("initiative: {side}").format(side=who(combat["initiative"])) + "\n")
        def card(side: int) -> str:
            c = chars.get(combat["hunter"] if side == 0 else combat["prey"])
            return self.name(c["card"]) if c is not None else "?"

        out.append("  " + _("Rage pool: {hunter} {a} · {prey} {b}").format(
            hunter=card(0), a=combat["rage"][0], prey=card(1), b=combat["rage"][1]) + "\n",
            style="bold")
        down = [who(s) for s in (0, 1) if combat["face_down"][s]]
        if down:
            out.append("  " + _("face down, secret until the reveal: {who}").format(
                who=", ".join(down)) + "\n", style="yellow")
        if combat.get("own_pick"):
            out.append("  " + _("your pick: {card}").format(card=self.name(combat["own_pick"]))
                       + "\n", style="cyan")
        return out

    def table(self, view: View, kinds: Mapping[int, str]) -> Text:
        """Every seat from the viewer, the Hunting Grounds, the Umbra, the combat."""
        v = _lv(view)
        t = v.table
        if not t:
            return Text()
        combat = t.get("combat")
        out = Text()
        if combat is not None:
            out.append_text(self._combat(v, combat))
        for sv in self._order(v):
            out.append_text(self._seat(v, sv, kinds, combat))
        out.append(_("Hunting Grounds:") + ("" if t["hunting"] else " " + _("(empty)")) + "\n",
                   style="bold")
        for c in t["hunting"]:
            out.append_text(self._char(c, combat))
            out.append("\n")
        out.append_text(umbra_track(t["umbra"], t["umbra_level"]))
        out.append("\n" + _("Renown level {n}").format(n=t["renown_level"]), style="bold")
        if t["long_events"]:
            out.append(" · " + _("long events: {cards}").format(
                cards=", ".join(map(self.name, t["long_events"]))), style="cyan")
        if t["moots"]:
            out.append("\n" + _("moots called: {cards}").format(
                cards=", ".join(self.name(cid) for _m, cid, _c, _s in t["moots"])),
                style="cyan")
        out.append("\n")
        return out

    def hand(self, view: View) -> Text:
        """The viewer's sept and combat hands (nothing for a spectator)."""
        v = _lv(view)
        if v.seat is None or not v.table:
            return Text(_("(no seat's cards are shown)"), style="dim")
        own = next(s for s in v.table["seats"] if s["seat"] == v.seat)
        out = Text()
        for title, key in ((_("Your sept hand ({n})"), "sept_hand"),
                           (_("Your combat hand ({n})"), "combat_hand")):
            cards = own[key] if isinstance(own[key], list) else []
            out.append(title.format(n=len(cards)) + "\n", style="bold")
            for _iid, cid in cards:
                out.append(f"  {self.name(cid)}\n")
        return out

    def status(self, view: View, deciding: str) -> Text:
        """Turn, phase, the combat's fighters or the alpha phase, who decides."""
        v = _lv(view)
        phase = PHASES.get(v.phase)
        bar = Text(_("Turn {turn}").format(turn=v.turn), style="bold")
        bar.append(" · " + (_(phase) if phase else v.phase))
        combat = v.table.get("combat") if v.table else None
        if combat is not None:
            names = {s["seat"]: s["name"] for s in v.table["seats"]}
            bar.append(" · " + _("combat: {seats}").format(
                seats=" - ".join(names.get(s, "?") for s in combat["seats"])), style="red")
        bar.append(" · " + _("deciding: {player}").format(player=deciding), style="cyan")
        return bar

    def game_over(self, view: View, kinds: Mapping[int, str]) -> Text:
        """The result and each seat's Renown score."""
        v = _lv(view)
        seats = v.table.get("seats", []) if v.table else []
        return result_table(v, [(sv["seat"], _("{player}: {n} Renown ({tribe})").format(
            player=sv["name"], n=sv["score"], tribe=self.name(sv["tribe"])))
            for sv in sorted(seats, key=lambda s: (-s["score"], s["seat"]))])

    def card(self, cid: str) -> Text:
        """A card's name, kind, figures and text."""
        card = self.cards.get(cid)
        if card is None:
            return Text(cid)
        kind = KINDS.get(card.type)
        out = Text(card.name, style="bold")
        out.append(" · " + (_(kind) if kind else card.type) + "\n", style="dim")
        figures = self._figures(card)
        if figures:
            out.append(figures + "\n", style="cyan")
        out.append(card_text(card.id, card.text))
        return out

    def _figures(self, card: Card) -> str:
        """The printed numbers of a card, by kind."""
        g: Any = card
        if card.type == "tribe":
            return _("Sept Draw {draw} · Tribe Fury {fury}").format(draw=g.sept_draw,
                                                                    fury=g.fury)
        if card.type in ("garou", "ally", "victim", "enemy"):
            text = _("Renown {rn} · Rage {r} · Gnosis {g} · Health {h}").format(
                rn=g.renown, r=g.rage, g=g.gnosis, h=g.health)
            if g.crinos_health is not None:
                text += "\n" + _("Crinos: Rage {r} · Gnosis {g} · Health {h}").format(
                    r=g.crinos_rage, g=g.crinos_gnosis, h=g.crinos_health)
            return text
        if card.type in ("attack", "defense", "flex", "counterattack"):
            return _("Damage {d} · Block {b} · Rage cost {c}").format(
                d=g.damage, b=g.block, c=g.rage_cost)
        if card.type in ("gift", "equipment", "rite"):
            text = _("Gnosis cost {n}").format(n=g.gnosis_cost)
            if card.type == "rite":
                text += " · " + _("{n} quarter turns").format(n=g.paw)
            return text
        return ""
