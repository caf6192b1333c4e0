"""What the benchmarks say of the machine they ran on: its CPU, the versions, the load."""

from __future__ import annotations

import os
import platform
from importlib import metadata
from pathlib import Path


def cpu() -> str:
    """The CPU's model and how many there are: "Intel(R) Xeon(R) Processor, 2 CPUs"."""
    cpuinfo = Path("/proc/cpuinfo")
    models = [
        line.split(":", 1)[1].strip()
        for line in (cpuinfo.read_text().splitlines() if cpuinfo.exists() else [])
        if line.startswith("model name")
    ]
    model = models[0] if models else platform.processor() or "unknown CPU"
    return f"{model}, {os.cpu_count()} CPUs"


def described() -> str:
    """One line: the CPU, Python and pygame-ce, and the load average now."""
    return (
        f"{cpu()}; Python {platform.python_version()}, "
        f"pygame-ce {metadata.version('pygame-ce')}; load average "
        + " ".join(f"{load:.2f}" for load in os.getloadavg())
    )
