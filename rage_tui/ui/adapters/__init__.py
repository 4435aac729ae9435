"""UI adapters of the rulesets the Rage widgets do not draw (see rage_tui.ui.adapter)."""
