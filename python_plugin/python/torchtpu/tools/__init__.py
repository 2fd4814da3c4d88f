"""Layer 5, tools: what users and developers inspect torchtpu with: `inspect`, `explain` (`hints`),
graph replay (`replay`, `python -m torchtpu.tools.replay`) and the CLI entry point (`cli`,
`python -m torchtpu.tools.cli`). `torchtpu.testing` (golden-file assertions) is public API and
stays at the top of the package, beside `torchtpu/__init__.py`."""
