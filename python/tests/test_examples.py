"""The README's example and the training example run as shown."""

import re
import subprocess
import sys

from conftest import REPOSITORY


def test_the_readme_example_runs(tmp_path, menagerie_cli):
    readme = (REPOSITORY / "README.md").read_text()
    section = readme[readme.index("## Python") :]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    subprocess.run([sys.executable, "-c", code], cwd=tmp_path, check=True, timeout=120)
    out = subprocess.run([str(menagerie_cli), "replay", "--all", "game7.json"], cwd=tmp_path,
                         check=True, capture_output=True, text=True)
    assert "wins" in out.stdout


def test_the_training_example_prints_its_curve():
    script = REPOSITORY / "python" / "examples" / "train_vs_random.py"
    out = subprocess.run([sys.executable, str(script), "--iterations", "2", "--games", "16", "--size", "16",
                          "--against", "random"], check=True, capture_output=True, text=True, timeout=300)
    lines = out.stdout.strip().splitlines()
    assert lines[0] == "iteration,games,win_rate"
    assert [line.split(",")[0] for line in lines[1:3]] == ["1", "2"]
    for line in lines[1:3]:
        _, games, rate = line.split(",")
        assert int(games) >= 16 and 0.0 <= float(rate) <= 1.0
    assert re.fullmatch(r"trained policy against random: wins [01]\.\d{3} of 16 games", lines[3])
    assert len(lines) == 4
