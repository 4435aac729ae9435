"""Sealed Gems, the proof game of issue 26 item 6: a small third game written as its own
ruleset package on the public plug-in interface alone (``plugin.py`` declares it; the tests
register it with one call). docs/writing-a-ruleset.md walks through it."""
