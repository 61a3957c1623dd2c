"""Differential-test oracle: renders a batch of Jinja templates with Python Jinja2.

Configured as transformers configures chat templates (ImmutableSandboxedEnvironment,
trim_blocks, lstrip_blocks, loop controls, {% generation %}, its tojson, raise_exception,
strftime_now with a frozen clock).

stdin:  JSON [{"id", "template", "context", "options"?}], or {"templates": [source, ...],
        "cases": [{"id", "t": index into templates, "context", "options"?}]} (each source sent once)
stdout: JSON [{"id", "ok": true, "output"} | {"id", "ok": false, "error_type", "message", "raised", "line"}]
        "raised" is true when the error came from the template's raise_exception(...).
"""

import hashlib
import json
import sys
from datetime import datetime

import jinja2
from jinja2 import nodes
from jinja2.exceptions import TemplateError
from jinja2.ext import Extension
from jinja2.sandbox import ImmutableSandboxedEnvironment

# Keep in sync with FROZEN_NOW in differential.ts (local time, naive as datetime.now()).
FIXED_DATETIME = datetime(2024, 7, 26, 14, 5, 9)

# Cap on the length of an output sent back (a runaway generated template must not flood the pipe): a longer
# output is sent as its length and SHA-256 digest, which the harness compares with ours.
MAX_OUTPUT = 1_000_000


class RaisedByTemplate(TemplateError):
    """What raise_exception raises: a TemplateError, as in transformers."""


class GenerationBlock(Extension):
    """{% generation %}...{% endgeneration %}: renders its body unchanged."""

    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
        call = self.call_method("_render_body")
        return nodes.CallBlock(call, [], [], body).set_lineno(lineno)

    def _render_body(self, caller):
        return caller()


def raise_exception(message):
    raise RaisedByTemplate(message)


def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    # transformers' exact signature (chat_template_utils.py): ensure_ascii comes first, so a lone
    # positional argument (`tojson(2)`) is ensure_ascii, not indent.
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def strftime_now(fmt):
    return FIXED_DATETIME.strftime(fmt)


_envs = {}
_templates = {}


def environment(options):
    key = (
        bool(options.get("trim_blocks", True)),
        bool(options.get("lstrip_blocks", True)),
        bool(options.get("keep_trailing_newline", False)),
    )
    env = _envs.get(key)
    if env is None:
        env = ImmutableSandboxedEnvironment(
            trim_blocks=key[0],
            lstrip_blocks=key[1],
            keep_trailing_newline=key[2],
            extensions=[GenerationBlock, "jinja2.ext.loopcontrols"],
        )
        env.filters["tojson"] = tojson
        env.globals["raise_exception"] = raise_exception
        env.globals["strftime_now"] = strftime_now
        _envs[key] = env
    return env


def render_one(case):
    case_id = case.get("id")
    try:
        env = environment(case.get("options") or {})
        key = (id(env), case["template"])
        template = _templates.get(key)
        if template is None:
            # Compiled once per distinct source (rendering never changes a compiled template).
            template = _templates[key] = env.from_string(case["template"])
        output = template.render(**(case.get("context") or {}))
        if len(output) > MAX_OUTPUT:
            digest = hashlib.sha256(output.encode("utf-8", "surrogatepass")).hexdigest()
            return {"id": case_id, "ok": False, "error_type": "OracleOutputTooLarge", "message": f"{len(output)} {digest}"}
        return {"id": case_id, "ok": True, "output": output}
    except RaisedByTemplate as e:
        return {"id": case_id, "ok": False, "error_type": "TemplateError", "message": str(e.message), "raised": True}
    except RecursionError as e:
        return {"id": case_id, "ok": False, "error_type": "RecursionError", "message": str(e)}
    except Exception as e:  # noqa: BLE001 - every error is a result to compare
        message = getattr(e, "message", None)
        if not isinstance(message, str):
            message = str(e)
        outcome = {"id": case_id, "ok": False, "error_type": type(e).__name__, "message": message}
        # A syntax error's template line (a runtime error's is in its traceback, not sent).
        if isinstance(getattr(e, "lineno", None), int) and "Template" in type(e).__name__:
            outcome["line"] = e.lineno
        return outcome


def main():
    if not jinja2.__version__.startswith("3.1."):
        sys.stderr.write(f"the oracle needs Jinja2 3.1.x (transformers' reference); found {jinja2.__version__}\n")
        sys.exit(2)
    # Python's own recursion limit (1000), as transformers runs: deep templates fail where they fail there.
    data = json.load(sys.stdin)
    if isinstance(data, dict):
        sources = data["templates"]
        cases = [dict(case, template=sources[case["t"]]) for case in data["cases"]]
    else:
        cases = data
    results = [render_one(case) for case in cases]
    # ensure_ascii keeps lone surrogates and odd characters transport-safe; JSON.parse restores them.
    sys.stdout.write(json.dumps(results, ensure_ascii=True))


if __name__ == "__main__":
    main()
