"""Computer players answered on the calling thread: tests never race a worker thread, and an
instant demo plays one move a frame without waiting for one."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, TypeVar

T = TypeVar("T")


class InlineExecutor(Executor):
    """An executor that runs each job at once, on the calling thread."""

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        future: Future[T] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # noqa: BLE001 (handed to whoever reads the future, as a thread would)
            future.set_exception(error)
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:  # noqa: FBT001, FBT002  Executor.shutdown's own signature
        pass
