"""The pure rules engine: no terminal, YAML or file I/O lives here.

Everything that changes a game goes through :func:`rage_tui.engine.game.Game.apply`.
"""
