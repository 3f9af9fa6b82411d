"""Runs a shell command and prints, as JSON, the CPU-seconds of its whole process tree.

bench-test.ts uses it. The process makes itself a child subreaper (Linux prctl), so every
descendant that outlives its parent (Chromium's helpers, killed browsers' children) is
reparented here and reaped, and its time counts in RUSAGE_CHILDREN. Without it, the time of
such orphans is lost.
"""
import ctypes
import json
import os
import resource
import signal
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
ORPHAN_GRACE_SECONDS = 60


def own_children():
    """The pids whose parent is this process (orphans reparented here among them)."""
    me = str(os.getpid())
    found = []
    for entry in os.listdir('/proc'):
        if not entry.isdigit():
            continue
        try:
            with open(f'/proc/{entry}/stat') as stat:
                fields = stat.read().rsplit(')', 1)[1].split()
        except OSError:
            continue
        if fields[1] == me:
            found.append(int(entry))
    return found


def main():
    command = sys.argv[1]
    if ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        sys.exit('prctl(PR_SET_CHILD_SUBREAPER) failed: CPU time of orphaned descendants would be lost')
    started = time.monotonic()
    devnull = os.open(os.devnull, os.O_WRONLY)
    pid = os.fork()
    if pid == 0:
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execvp('bash', ['bash', '-c', command])
    _, status = os.waitpid(pid, 0)
    # Reap whatever the command left behind; end it if it lingers.
    deadline = time.monotonic() + ORPHAN_GRACE_SECONDS
    while True:
        try:
            reaped, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break
        if reaped == 0:
            if time.monotonic() > deadline:
                for orphan in own_children():
                    os.kill(orphan, signal.SIGKILL)
            time.sleep(0.05)
    wall = time.monotonic() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(json.dumps({'cpuSeconds': usage.ru_utime + usage.ru_stime, 'wallSeconds': wall, 'status': os.waitstatus_to_exitcode(status)}))


main()
