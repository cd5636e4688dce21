"""The shipped deployment files: every shard runs in exactly one process, and each process runs
the bot the way the README says (no Docker or Kubernetes needed to check that)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import yaml

from bot.settings import parse_shards

ROOT = Path(__file__).resolve().parents[1]


def assert_every_shard_once(count: int, ranges: list[str]) -> None:
    owned = [shard for ids in ranges for shard in parse_shards(str(count), ids)[1]]
    assert sorted(owned) == list(range(count)), f"shards {ranges} of {count}"


def test_compose_splits_the_shards_between_its_processes():
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    services = [s for s in compose["services"].values() if "command" not in s]  # the bots, not their updaters
    counts = {s["environment"]["SHARD_COUNT"] for s in services}
    assert len(counts) == 1  # every process agrees on the total
    assert_every_shard_once(int(counts.pop()), [s["environment"]["SHARD_IDS"] for s in services])
    for s in services:
        assert (ROOT / "deploy" / s["build"]["context"] / "Dockerfile").is_file()


def test_each_statefulset_pod_picks_its_own_range_from_its_ordinal():
    docs = list(yaml.safe_load_all((ROOT / "deploy" / "kubernetes.yaml").read_text()))
    (sts,) = [d for d in docs if d["kind"] == "StatefulSet"]
    (container,) = sts["spec"]["template"]["spec"]["containers"]
    env = {e["name"]: e.get("value") for e in container["env"]}
    assert "DISCORD_TOKEN" in env and env["DISCORD_TOKEN"] is None  # from the Secret, never in the file
    name, replicas = sts["metadata"]["name"], sts["spec"]["replicas"]
    shell, flag, script = container["command"]
    script = script.replace("$$", "$")  # Kubernetes turns $$ into $ before the shell sees it
    ranges = []
    for ordinal in range(replicas):
        out = subprocess.run([shell, flag, script.replace("exec python -m bot run", 'echo "$SHARD_IDS"')],
                             env={"HOSTNAME": f"{name}-{ordinal}", **{k: v for k, v in env.items() if v}},
                             capture_output=True, text=True, check=True)
        ranges.append(out.stdout.strip())
    assert_every_shard_once(int(env["SHARD_COUNT"]), ranges)
    assert script.endswith("exec python -m bot run")  # exec: the bot is PID 1 and gets SIGTERM itself
    probes = {container["livenessProbe"]["httpGet"]["path"], container["readinessProbe"]["httpGet"]["path"]}
    assert probes == {"/healthz", "/readyz"} and env["METRICS_HOST"] == "0.0.0.0"


def test_the_image_builds_the_catalog_and_runs_the_bot():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"python -m bot catalog build --source /carddata", dockerfile)
    assert 'CMD ["python", "-m", "bot", "run"]' in dockerfile
    assert "STOPSIGNAL SIGTERM" in dockerfile


def test_every_bot_has_a_daily_update_that_shares_its_catalog_and_can_signal_it():
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    bots = {n: s for n, s in compose["services"].items() if "command" not in s}
    updaters = [s for s in compose["services"].values() if "command" in s]
    assert len(updaters) == len(bots) >= 1
    for u in updaters:
        bot = bots[u["pid"].removeprefix("service:")]
        assert u["volumes"] == bot["volumes"] and "catalog update --reload-pid 1" in u["command"][-1]
    docs = list(yaml.safe_load_all((ROOT / "deploy" / "kubernetes.yaml").read_text()))
    (cron,) = [d for d in docs if d["kind"] == "CronJob"]
    (container,) = cron["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"]
    assert "python -m bot catalog update --reload-pid 1" in container["command"][-1]
    (role,) = [d for d in docs if d["kind"] == "Role"]
    assert {"pods/exec"} <= {r for rule in role["rules"] for r in rule["resources"]}
