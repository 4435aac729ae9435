"""Help: the keys, how hot-seat play keeps secrets, and the game in a few paragraphs (the
game on the board: Rage's, or the brief a UI adapter carries as ``help``)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from rage_tui.i18n import N_, _
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall

HELP_KEYS = N_("""\
# rage-tui help

## Keys on the board

| key | does |
| --- | --- |
| 1-9 | highlight that choice in the prompt (type two digits quickly for 10 and up) |
| up / down | move in the focused list |
| Enter | confirm the choice; on a hand card: what it can do; on a log line: its rule |
| Tab / shift+Tab | move between the prompt, the table, your hands and the log |
| r | the rule behind the current question (or the highlighted log line) |
| ctrl+s | save the game (the file name is shown) |
| u | take back your last decision (solo; hot-seat only with the take-backs house rule, R34) |
| F1 or ? | this help |
| q | save and quit to the title screen |
| p | pass until my next closed-play step, the next Combat Phase or my next Resource Phase |
| o | my stops: the open-play windows where I want to be asked (hot seat) |
| v | small terminals: show the table, the hands, the card or the log beside the prompt |
| ctrl+p | command palette: save, stops, pass until, rules, help, look up a card by name, themes |

The highlighted card or creature is always shown in full on the right.
If the game refuses a choice, the reason is written under the prompt.
""")

#: what the Rage table's figures mean (a game drawn by a UI adapter has its own table)
HELP_RAGE_TABLE = N_("""\
On the table, `R4 G5 H5` are Rage, Gnosis and Health (with `dmg` the damage taken), a star
marks the alpha, `+` lists what a creature carries, and `hands 5/5 · decks 25/15` count sept and
combat cards. While face-down cards are down, the combat hand sizes of the fighters show `?`:
a hand that shrank would tell whether a real card or a null card went down.
""")

HELP_SHARING = N_("""\
## Sharing one keyboard

Before each decision that belongs to a different person than the last one, the whole screen is
covered by a curtain: *Pass to NAME - press Enter*. Only the person whose decision it is sees
their hands and their own face-down cards. Choosing a combat card or a null card takes the same
keys, so nobody can tell from the keyboard which one you played.

Every player is asked in every open-play window where they have a *stop* (`o`), whatever they
hold; elsewhere the game passes for them without a curtain, and a pass made that way looks
exactly like one made by hand. By default the stops are the windows just before a fight.
""")

HELP_BRIEF = N_("""\
## The game in brief

Each player leads a pack of werewolves (Gaia) or servants of the Wyrm. A turn has six phases:
*Redraw* (top up your sept hand), *Regeneration* (shapeshifters heal one damage card),
*Resource* (play allies, prey, equipment and other resources), *Umbra* (step sideways through
your Caern), *Moot* (call juntas and vote) and *Combat*.

In the Combat Phase every pack picks an alpha. Alphas act from the highest Renown down: attack
an alpha or prey, challenge a pack member, attack a territory, or pass. Each combat round every
creature in the fight gets a card face down, the cards turn over together, and bluffs are
checked: a card that needs more Rage than its creature has is a bluff, and a bluff only works
against a target that bluffed too. Damage lands fast, then normal, then slow. A breed-form
character flips to Crinos when its damage reaches its printed Rage or Health.

Kills score their Renown as victory points. The first pack to reach the renown level at the end
of a Combat Phase wins (most VP if several do); a pack that loses all its characters is out.
""")


def brief_for(ruleset: str | None) -> str:
    """The game in brief (untranslated) for ``ruleset``: its UI adapter's ``help`` (a game
    drawn by an adapter), else Rage's; empty for an adapted game that has none."""
    from rage_tui.ui.adapter import uses_adapter

    if ruleset is None or not uses_adapter(ruleset):
        return HELP_BRIEF
    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets import plugin

    brief = getattr(resolve(plugin(ruleset).ui_adapter), "help", "")
    return brief if isinstance(brief, str) else ""


def help_text(ruleset: str | None = None) -> str:
    """The help in the reader's language (Markdown), with the brief of ``ruleset``'s game
    (None: Rage's); the legend of the Rage table only for a Rage game."""
    from rage_tui.ui.adapter import uses_adapter

    table = "" if ruleset is not None and uses_adapter(ruleset) else HELP_RAGE_TABLE
    parts = (HELP_KEYS, table, HELP_SHARING, brief_for(ruleset))
    return "\n".join(_(part) for part in parts if part)


class HelpScreen(ModalScreen[None]):
    """Keys and a rules summary."""

    BINDINGS = [Binding("escape,q,f1,question_mark", "close", N_("Close"))]

    def __init__(self, ruleset: str | None = None) -> None:
        super().__init__()
        #: the game whose turn the help explains (None: Rage's)
        self.ruleset = ruleset

    def compose(self) -> ComposeResult:
        from rich.markdown import Markdown

        with VerticalScroll(classes="dialog wide", id="help-box"):
            yield Static(Markdown(help_text(self.ruleset)), id="help-text")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        self.query_one("#help-box").focus()

    def action_close(self) -> None:
        """Close the help."""
        self.dismiss(None)
