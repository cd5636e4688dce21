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


# -- the updaters' own commands, run here against a mirror on 127.0.0.1 -------------------------------
# No Docker daemon or Kubernetes cluster is needed: the shell each one runs is taken from the shipped
# file and run as it is, with `python` this project's, the sources pointed at the mirror and
# `--reload-pid 1` (the bot, PID 1 in its container) pointed at a stand-in bot that counts SIGHUPs.

import os  # noqa: E402
import signal  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402

from tests.catalog.test_japanese_names import atomic, mirror  # noqa: E402,F401  (the mirror fixture)

STAND_IN = """
import signal, sys, time
out = open(sys.argv[1], "a", buffering=1)
signal.signal(signal.SIGHUP, lambda *_: out.write("hup\\n"))
out.write("ready\\n")
while True:
    time.sleep(0.1)
"""


def stand_in_bot(tmp_path, name: str):
    log = tmp_path / f"{name}.signals"
    proc = subprocess.Popen([sys.executable, "-c", STAND_IN, str(log)])
    wait_for(lambda: log.is_file() and "ready" in log.read_text())
    return proc, log


def wait_for(condition, timeout: float = 90.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("timed out")
        time.sleep(0.1)


def mirror_env(mirror, **more) -> dict:  # noqa: F811
    return {**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
            "SCRYFALL_API": mirror["base"], "RULES_PAGE": f"{mirror['base']}/rules.html",
            "JUDGE_DOCS_PAGE": "none", "NAMES_SOURCE": f"{mirror['base']}/AtomicCards.json.gz", **more}


def next_day(mirror) -> None:  # noqa: F811
    index = mirror["root"] / "bulk-data"
    index.write_text(index.read_text().replace("2026-11-24", "2026-11-25"))


def test_the_compose_updater_loop_updates_signals_the_bot_and_waits(tmp_path, mirror):  # noqa: F811
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    (updater,) = {s["command"][-1] for s in compose["services"].values() if "command" in s}
    script = updater.replace("$$", "$")  # compose turns $$ into $ before the shell sees it
    assert "--reload-pid 1" in script
    bot, signals = stand_in_bot(tmp_path, "bot")
    catalog = tmp_path / "data" / "catalog.sqlite3"
    out = tmp_path / "updater.out"
    with open(out, "w") as stdout:
        loop = subprocess.Popen(["sh", "-c", script.replace("--reload-pid 1", f"--reload-pid {bot.pid}")], cwd=ROOT,
                                env=mirror_env(mirror, CATALOG_PATH=str(catalog), UPDATE_EVERY="1"),
                                stdout=stdout, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for(lambda: signals.read_text().count("hup") == 1)  # first run: built from the mirror, bot told
        wait_for(lambda: "up to date" in out.read_text())  # a second later: nothing new, nothing sent
        assert signals.read_text().count("hup") == 1
        next_day(mirror)
        wait_for(lambda: signals.read_text().count("hup") == 2)  # Scryfall's next day: rebuilt, told again
        assert loop.poll() is None  # still looping
    finally:
        os.killpg(loop.pid, signal.SIGTERM)
        loop.wait()
        bot.terminate()
        bot.wait()
    text = out.read_text()
    assert "Traceback" not in text and "SIGHUP sent to" in text
    assert catalog.is_file() and not list(catalog.parent.glob("*.tmp-*"))


FAKE_KUBECTL = """#!{python}
# kubectl for the CronJob's script: two bot pods; `exec` runs the command here, with the pod's own
# catalog and its stand-in bot as PID 1. Pod 1's update is given a names file that is HTML.
import os, subprocess, sys
args = sys.argv[1:]
if args[:2] == ["get", "pods"]:
    print("pod/mtg-rules-bot-0\\npod/mtg-rules-bot-1")
    sys.exit(0)
assert args[0] == "exec" and args[2:5] == ["-c", "bot", "--"], args
pod = args[1].split("/")[-1]
cmd = args[5:]
cmd[cmd.index("--reload-pid") + 1] = open(os.path.join({work!r}, pod + ".pid")).read()
env = dict(os.environ, CATALOG_PATH=os.path.join({work!r}, pod, "catalog.sqlite3"))
if pod.endswith("-1"):
    env["NAMES_SOURCE"] = env["SCRYFALL_API"] + "/error.html"
sys.exit(subprocess.run(cmd, env=env).returncode)
"""


def test_the_kubernetes_cronjob_updates_every_pod_and_fails_if_one_failed(tmp_path, mirror):  # noqa: F811
    docs = list(yaml.safe_load_all((ROOT / "deploy" / "kubernetes.yaml").read_text()))
    (cron,) = [d for d in docs if d["kind"] == "CronJob"]
    (container,) = cron["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"]
    shell, flag, script = container["command"]
    (mirror["root"] / "error.html").write_text("<html><body>502 Bad Gateway</body></html>")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    kubectl = bin_dir / "kubectl"
    kubectl.write_text(FAKE_KUBECTL.format(python=sys.executable, work=str(tmp_path)))
    kubectl.chmod(0o755)
    bots = {}
    for pod in ("mtg-rules-bot-0", "mtg-rules-bot-1"):
        bots[pod] = stand_in_bot(tmp_path, pod)
        (tmp_path / f"{pod}.pid").write_text(str(bots[pod][0].pid))
    try:
        env = mirror_env(mirror)
        env["PATH"] = f"{bin_dir}:{env['PATH']}"
        job = subprocess.run([shell, flag, script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    finally:
        for proc, _ in bots.values():
            proc.terminate()
            proc.wait()
    assert job.returncode == 1, job.stderr  # the Job fails, so the failure shows in `kubectl get jobs`
    assert "catalog update failed" in job.stderr and "HTML" in job.stderr and "Traceback" not in job.stderr
    assert (tmp_path / "mtg-rules-bot-0" / "catalog.sqlite3").is_file()  # pod 0 was updated and told
    assert bots["mtg-rules-bot-0"][1].read_text().count("hup") == 1
    assert not (tmp_path / "mtg-rules-bot-1" / "catalog.sqlite3").exists()  # pod 1: nothing half-built
    assert "hup" not in bots["mtg-rules-bot-1"][1].read_text()


@pytest.mark.skipif(not Path("/usr/bin/systemd-analyze").exists(), reason="systemd-analyze is absent")
def test_the_systemd_units_are_valid_units(tmp_path):
    units = sorted((ROOT / "deploy" / "systemd").iterdir())
    assert {u.name for u in units} == {"mtg-rules-bot@.service", "mtg-rules-bot-update.service",
                                       "mtg-rules-bot-update.timer"}
    for unit in units:  # pointed at this checkout and the Python running the tests, instead of /opt/mtg-rules-bot
        text = unit.read_text().replace("/opt/mtg-rules-bot/.venv/bin/python", sys.executable) \
            .replace("/opt/mtg-rules-bot", str(ROOT))
        (tmp_path / unit.name.replace("@.service", "@0-3.service")).write_text(text)
    checked = [str(p) for p in sorted(tmp_path.iterdir())]
    result = subprocess.run(["systemd-analyze", "verify", "--man=no", *checked], capture_output=True, text=True)
    problems = [ln for ln in result.stderr.splitlines() if "mtg-rules-bot" in ln]
    assert not problems, result.stderr


def test_the_systemd_update_signals_every_bot_that_wrote_its_pid(tmp_path, mirror):  # noqa: F811
    """The update unit's ExecStart, run by sh as systemd would run it ($$ is systemd's escape for $),
    with /run/mtg-rules-bot and /opt/mtg-rules-bot pointed here."""
    unit = (ROOT / "deploy" / "systemd" / "mtg-rules-bot-update.service").read_text()
    (line,) = [ln for ln in unit.splitlines() if ln.startswith("ExecStart=")]
    shell, flag, script = line.removeprefix("ExecStart=").split(" ", 2)
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    script = script.strip("'").replace("$$", "$").replace("/run/mtg-rules-bot", str(run_dir))
    script = script.replace("/opt/mtg-rules-bot/.venv/bin/python", sys.executable).replace("/opt/mtg-rules-bot", str(ROOT))
    bots = [stand_in_bot(tmp_path, name) for name in ("0-3", "4-7")]
    for (proc, _), name in zip(bots, ("0-3", "4-7"), strict=True):
        (run_dir / f"{name}.pid").write_text(f"{proc.pid}\n")  # what mtg-rules-bot@.service writes
    try:
        done = subprocess.run([shell, flag, script], cwd=ROOT, capture_output=True, text=True, timeout=180,
                              env=mirror_env(mirror, CATALOG_PATH=str(tmp_path / "catalog.sqlite3")))
    finally:
        for proc, _ in bots:
            proc.terminate()
            proc.wait()
    assert done.returncode == 0, done.stderr
    assert all(log.read_text().count("hup") == 1 for _, log in bots)
    assert "SIGHUP sent to" in done.stdout


# -- what the deployment files run exists in the command line, and the files are valid ---------------

SHIPPED = ["Dockerfile", "Makefile", "deploy/compose.yaml", "deploy/kubernetes.yaml",
           "deploy/systemd/mtg-rules-bot@.service", "deploy/systemd/mtg-rules-bot-update.service", "README.md"]
_MAKE_VARS = {"$(foreach p,$(RELOAD_PID),--reload-pid $(p))": "--reload-pid 1", "$(CATALOG)": "data/catalog.sqlite3",
              "$(DATA)": "../shared/data", '"$$@"': "", '"$@"': ""}
_SHELL_ENDS = {";", "||", "&&", "|", "&", "#"}


def _strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)


def _sources(name: str) -> list[str]:
    """The texts of a shipped file that hold shell commands: a YAML file's strings (as the shell gets
    them), the README's ```sh blocks (continued lines joined), the others whole."""
    text = (ROOT / name).read_text()
    if name.endswith(".yaml"):
        return [t for doc in yaml.safe_load_all(text) for t in _strings(doc)]
    if name.endswith(".service"):  # ExecStart=, its `sh -c '...'` script as sh gets it ($$ is systemd's $)
        lines = [ln.partition("=")[2] for ln in text.splitlines() if ln.startswith("ExecStart=")]
        return [m.group(1).replace("$$", "$") if (m := re.fullmatch(r"\S+ -c '(.*)'", ln)) else ln for ln in lines]
    if name.endswith(".md"):
        return [block.replace("\\\n", " ") for block in re.findall(r"```sh\n(.*?)```", text, re.S)]
    return [text.replace("\\\n", " ")]


def bot_commands() -> dict[str, list[str]]:
    """Every `python -m bot ...` the shipped files run or show, each as the argument list the CLI gets
    (a make variable given its default, the shell's own operators and comments cut off)."""
    import shlex

    found: dict[str, list[str]] = {}
    for name in SHIPPED:
        for text in _sources(name):
            for var, value in _MAKE_VARS.items():
                text = text.replace(var, value)
            for line in text.splitlines():
                for m in re.finditer(r"(?<![\"'])python -m bot\b(.*?)(?=python -m bot|$)", line):  # not a quoted pattern (pkill -f)
                    lexer = shlex.shlex(m.group(1), posix=True, punctuation_chars=";|&#")
                    lexer.whitespace_split = True
                    argv = []
                    for token in lexer:
                        if token in _SHELL_ENDS or token.startswith("#"):
                            break
                        argv.append(token)
                    found[f"{name}: python -m bot {shlex.join(argv)}"] = argv
    return found


def test_every_command_the_deployment_files_and_readme_run_exists_in_the_cli():
    from bot.__main__ import _parser

    commands = bot_commands()
    # the ones a deployment cannot do without are among them
    shown = {" ".join(argv) for argv in commands.values()}
    assert {"run", "catalog build", "catalog build --source /carddata", "catalog update --reload-pid 1",
            "--catalog data/catalog.sqlite3 catalog build --if-missing"} <= shown
    assert len(commands) > 30  # the README's examples too
    wrong = []
    for where, argv in commands.items():
        try:
            _parser().parse_args(argv)
        except SystemExit:
            wrong.append(where)
    assert not wrong, "not commands of python -m bot: " + "; ".join(wrong)
    with pytest.raises(SystemExit):  # and the parser does refuse what it does not have
        _parser().parse_args(["catalog", "update", "--reload-every", "1"])


def test_the_compose_file_is_valid_for_the_compose_specification():
    """compose-spec (the Compose Specification's types, in Rust) on the file as compose reads it: its
    YAML merge keys resolved and its x- fragments, which compose ignores, left out."""
    compose_spec = pytest.importorskip("compose_spec")
    import json

    doc = {k: v for k, v in yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text()).items()
           if not k.startswith("x-")}
    compose = compose_spec.PyCompose.from_json(json.dumps(doc))
    assert compose.get_service("update-0") is not None
    doc["services"]["bot-0"]["stop_grace_period"] = "soon"  # and it does refuse a wrong one
    with pytest.raises(ValueError, match="duration"):
        compose_spec.PyCompose.from_json(json.dumps(doc))


def test_the_kubernetes_manifest_is_valid_for_kubernetes(tmp_path):
    """kubernetes-validate (Kubernetes' own OpenAPI schemas, shipped in the package): every resource,
    strictly (an unknown field is an error)."""
    kv = pytest.importorskip("kubernetes_validate")
    docs = list(yaml.safe_load_all((ROOT / "deploy" / "kubernetes.yaml").read_text()))
    assert {d["kind"] for d in docs} == {"Service", "StatefulSet", "ServiceAccount", "Role", "RoleBinding", "CronJob"}
    version = kv.latest_version()
    for doc in docs:
        kv.validate(doc, version, strict=True)
    sts = next(d for d in docs if d["kind"] == "StatefulSet")
    sts["spec"]["template"]["spec"]["containers"][0]["livenesProbe"] = {}  # and it does refuse a wrong one
    with pytest.raises(kv.ValidationError):
        kv.validate(sts, version, strict=True)
