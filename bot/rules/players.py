"""Players, teams and whose turn it is, for the day/night check.

Players are named by letter in seating order, which is the turn order of a game without
teams (103.1): A takes the first turn, then B, C… and back to A. With teams, the game uses
the shared team turns option (805): each team takes turns rather than each player (805.4),
starting with A's team, then the teams in the order of their first-lettered player.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.errors import QueryError

LETTERS = "ABCDEFGH"
MIN_PLAYERS, MAX_PLAYERS = 2, len(LETTERS)
TEAMS_EXAMPLE = '--teams "A B; C D"'


@dataclass(frozen=True)
class Seating:
    players: tuple[str, ...]
    teams: tuple[tuple[str, ...], ...] | None = None  # set: the shared team turns option is used

    @property
    def shared_team_turns(self) -> bool:
        return self.teams is not None

    def active_on(self, turn: int) -> tuple[str, ...]:
        """The active player, or the active team's players, on turn `turn` (the first is 1)."""
        takers = self.teams if self.teams is not None else tuple((p,) for p in self.players)
        return takers[(turn - 1) % len(takers)]

    def team_of(self, player: str) -> tuple[str, ...]:
        for team in self.teams or ():
            if player in team:
                return team
        return (player,)

    def player(self, text: str) -> str:
        """A player letter as typed ('b', 'B', 'player b') -> 'B'; anything else is refused."""
        t = re.sub(r"^player\s+", "", text.strip(), flags=re.I).upper()
        if t not in self.players:
            raise QueryError("invalid", f"There is no player {text.strip()!r}: the players are "
                             f"{', '.join(self.players)} (set how many with --players).", list(self.players), key="engine_no_player", values={"typed": text.strip(), "players": list(self.players)})
        return t

    def split_seats(self) -> list[tuple[str, ...]]:
        """Teams whose players don't sit next to each other (805.1 wants adjacent seats)."""
        n = len(self.players)
        out = []
        for team in self.teams or ():
            seats = {self.players.index(p) for p in team}
            if not any(seats == {(s + i) % n for i in range(len(team))} for s in range(n)):
                out.append(team)
        return out

    def json(self) -> dict:
        return {"players": list(self.players),
                "teams": [list(t) for t in self.teams] if self.teams is not None else None,
                "shared_team_turns": self.shared_team_turns}


def seating(players: int | str | None = None, teams: str | None = None) -> Seating:
    """Parse --players and --teams; every mistake is an 'invalid' answer that says what to type."""
    groups = _team_groups(teams) if teams and teams.strip() else None
    if players is None or str(players).strip() == "":
        # Without --players, the teams say how many there are (the highest letter named).
        count = max(LETTERS.index(p) for g in groups for p in g) + 1 if groups else MIN_PLAYERS
    else:
        try:
            count = int(str(players).strip())
        except ValueError:
            raise QueryError("invalid", f"--players takes a number from {MIN_PLAYERS} to {MAX_PLAYERS} "
                             f"(got {players!r}), e.g. --players 4.", key="engine_players_number", values={"least": MIN_PLAYERS, "most": MAX_PLAYERS, "typed": str(players)}) from None
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise QueryError("invalid", f"--players must be from {MIN_PLAYERS} to {MAX_PLAYERS} (got {count}); the "
                         f"players are then named A, B, C… in turn order.", key="engine_players_range", values={"least": MIN_PLAYERS, "most": MAX_PLAYERS, "n": count})
    names = tuple(LETTERS[:count])
    if groups is None:
        return Seating(names)
    seen: set[str] = set()
    for g in groups:
        for p in g:
            if p not in names:
                raise QueryError("invalid", f"Team {' '.join(g)} names player {p}, but with {count} players they "
                                 f"are {', '.join(names)}. Use those letters, or set --players.", list(names), key="engine_team_unknown_player", values={"team": list(g), "player": p, "n": count, "players": list(names)})
            if p in seen:
                raise QueryError("invalid", f"Player {p} is on more than one team (or listed twice): each player "
                                 f"is on exactly one team, e.g. {TEAMS_EXAMPLE}.", key="engine_player_twice", values={"player": p, "example": TEAMS_EXAMPLE})
            seen.add(p)
    left_out = [p for p in names if p not in seen]
    if left_out:
        raise QueryError("invalid", f"{', '.join(left_out)} {'is' if len(left_out) == 1 else 'are'} on no team: "
                         f"with teams, every player is on one, e.g. {TEAMS_EXAMPLE}.", key="engine_players_no_team", values={"players": left_out, "example": TEAMS_EXAMPLE})
    if len(groups) < 2:
        raise QueryError("invalid", f"Teams need at least two teams, separated by ';', e.g. {TEAMS_EXAMPLE}.", key="engine_teams_two", values={"example": TEAMS_EXAMPLE})
    ordered = tuple(sorted((tuple(sorted(g)) for g in groups), key=lambda g: g[0]))
    return Seating(names, ordered)


def _team_groups(text: str) -> list[list[str]]:
    groups = []
    for part in re.split(r"[;|/]", text):
        tokens = [t for t in re.split(r"[\s,+&]+", part.strip()) if t]
        members: list[str] = []
        for t in tokens:
            if t.casefold() == "and":
                continue
            if not all(c in LETTERS for c in t.upper()):
                raise QueryError("invalid", f"{t!r} isn't a player: players are named by letter, A to "
                                 f"{LETTERS[-1]}, teams separated by ';', e.g. {TEAMS_EXAMPLE}.", key="engine_not_a_player", values={"typed": t, "last": LETTERS[-1], "example": TEAMS_EXAMPLE})
            members += list(t.upper())  # "AB" is A and B
        if members:
            groups.append(members)
    if not groups:
        raise QueryError("invalid", f"No teams found in {text!r}: write the teams' players separated by ';', e.g. "
                         f"{TEAMS_EXAMPLE}.", key="engine_no_teams", values={"typed": text, "example": TEAMS_EXAMPLE})
    return groups
