"""Another card acting on the followed object: its effects read from Oracle text (read.py)
as typed values (model.py), and carried out or checked by the engine (act.py)."""
