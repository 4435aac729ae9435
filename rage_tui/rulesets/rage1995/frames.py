"""The core's frame types, working on the rage-1995 state: every rage-1995 procedure derives
from these (``Frame``, and the closed-play collection of ``engine.windows``)."""

from __future__ import annotations

from rage_tui.engine import flow, votes, windows
from rage_tui.rulesets.rage1995.state import GameState

#: a procedure of the rage-1995 rules
Frame = flow.Frame[GameState]
#: a rage-1995 closed-play step: each seat picks in private, then all picks apply together
PrivateCollect = windows.PrivateCollect[GameState]
#: an open-play window of the core (rage-1995's own windows are ``openplay.OpenPlay``)
OpenPlayWindow = windows.OpenPlay[GameState]
#: a rage-1995 vote in tiers of Renown (juntas)
TieredVote = votes.TieredVote[GameState]
