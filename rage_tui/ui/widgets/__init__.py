"""Widgets of the app, one per module."""
