"""End-to-end test of `searchlight mcp` with the official MCP Python SDK as the client.

Usage: test_searchlight_mcp.py [PATH_TO_SEARCHLIGHT]   (default: .build/debug/searchlight)

Fills a store with the CLI's import, publishes on-screen context from another process as an app
would (`searchlight _publish-context --hold`), then connects in both protocol eras — `auto`
(2026-07-28 `server/discover`) and `legacy` (2025-11-25 `initialize`) — lists tools and resources,
calls every tool and checks the structured results, including `resolve_parameter` picking the
entity the other process published as selected, and ignoring it once that process is gone or the
context is older than the server accepts. Exits non-zero on the first failed check.
"""

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import warnings

import anyio
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/searchlight")

ITEMS = [
    {"id": "note-1", "domain": "notes.travel", "contentType": "public.plain-text",
     "title": "Trip to Kyoto", "textContent": "Plan for the trip: temples, matcha and the night market."},
    {"id": "note-2", "domain": "notes.work", "contentType": "public.plain-text",
     "title": "Standup", "textContent": "Ranking weights and the release checklist.", "rating": 4},
    {"id": "Order:o1", "domain": "orders", "title": "Flat white, oat milk",
     "textContent": "Order o1: one flat white.", "entity": {"type": "Order", "id": "o1", "priority": 5}},
    {"id": "Order:o2", "domain": "orders", "title": "Caffè latte and croissant",
     "textContent": "Order o2: latte and a croissant.", "entity": {"type": "Order", "id": "o2"}},
    {"id": "Order:o3", "domain": "orders", "title": "Iced latte",
     "textContent": "Order o3: iced latte to go.", "entity": {"type": "Order", "id": "o3"}},
]

EVERY_TOOL = {"search", "query", "get_items", "list_entity_types", "suggest_entities", "resolve_parameter",
              "explain", "current_context", "index_items", "delete_items"}


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def server(store, *extra):
    return StdioServerParameters(command=BINARY, args=["mcp", "--index", store, *extra])


class Publisher:
    """Another process that publishes on-screen context and keeps it fresh until closed."""

    def __init__(self, store, *arguments):
        self.process = subprocess.Popen(
            [BINARY, "_publish-context", "--index", store, "--hold", *arguments],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        check(line.startswith("published "), f"publisher said {line!r}")
        self.pid = int(line.split()[1])

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)


async def structured(client, tool, arguments):
    result = await client.call_tool(tool, arguments)
    check(not result.is_error, f"{tool} failed: {result.content}")
    check(isinstance(result.structured_content, dict), f"{tool} returned no structuredContent")
    text = json.loads(result.content[0].text)
    check(text == result.structured_content, f"{tool}: text content differs from structuredContent")
    return result.structured_content


async def every_tool(client, publisher):
    tools = (await client.list_tools()).tools
    names = {tool.name for tool in tools}
    check(names == EVERY_TOOL, f"tools {sorted(names)}")
    for tool in tools:
        check(tool.input_schema.get("type") == "object", f"{tool.name} input schema")
        check(tool.output_schema and tool.output_schema.get("type") == "object", f"{tool.name} output schema")

    resources = (await client.list_resources()).resources
    check([r.uri for r in resources] == ["searchlight://context/current"], f"resources {resources}")
    templates = (await client.list_resource_templates()).resource_templates
    check([t.uri_template for t in templates] == ["searchlight://items/{id}"], f"templates {templates}")

    found = await structured(client, "search", {"text": "latte", "limit": 5})
    check({r["id"] for r in found["results"]} == {"Order:o2", "Order:o3"}, f"search {found}")
    check(all("**" in (r["snippet"] or "") for r in found["results"]), f"snippets {found}")
    typed = await structured(client, "search", {"text": "trip", "contentType": "public.text"})
    check([r["id"] for r in typed["results"]] == ["note-1"], f"search by content type {typed}")

    queried = await structured(client, "query", {"query": 'title == "*latte*"cd', "attributes": ["title"]})
    check(queried["count"] == 2 and all(i["attributes"].get("title") for i in queried["items"]), f"query {queried}")
    bad = await client.call_tool("query", {"query": "title == && x"})
    check(bad.is_error and "^" in bad.content[0].text, f"syntax error {bad.content}")

    got = await structured(client, "get_items", {"ids": ["note-2", "missing"]})
    check(got["items"][0]["attributes"]["rating"] == 4 and got["missing"] == ["missing"], f"get_items {got}")

    types = await structured(client, "list_entity_types", {})
    check({"type": "Order", "displayName": "Order", "count": 3, "registered": False, "supportsTextQuery": False}
          in types["types"], f"types {types}")

    suggested = await structured(client, "suggest_entities", {"type": "Order"})
    check(suggested["suggestions"][0]["id"] == "Order:o3", f"suggest {suggested}")
    check(suggested["suggestions"][0]["reasons"][0] == "on screen (selected)", f"reasons {suggested}")

    resolved = await structured(client, "resolve_parameter", {"type": "Order"})
    check(resolved["status"] == "resolved" and resolved["resolved"]["id"] == "Order:o3", f"resolve {resolved}")
    check(resolved["context"]["source"] == "published" and resolved["context"]["used"], f"context {resolved}")
    check(f"process {publisher.pid}" in resolved["context"]["note"], f"note {resolved}")
    words = await structured(client, "resolve_parameter", {"type": "Order", "text": "latte"})
    check(words["status"] == "resolved" and words["resolved"]["id"] == "Order:o3", f"latte {words}")
    explicit = await structured(client, "resolve_parameter", {"type": "Order", "selected": "Order:o1"})
    check(explicit["resolved"]["id"] == "Order:o1" and explicit["context"]["source"] == "explicit", f"{explicit}")
    unknown = await client.call_tool("resolve_parameter", {"type": "Invoice"})
    check(unknown.is_error and "list_entity_types" in unknown.content[0].text, f"unknown type {unknown.content}")

    explained = await structured(client, "explain", {"id": "note-2", "query": "rating >= 4"})
    check(explained["matches"] and explained["status"] == "visible", f"explain {explained}")

    context = await structured(client, "current_context", {})
    check(context["usable"] and context["selected"] == "Order:o3", f"current_context {context}")
    check(context["processIdentifier"] == publisher.pid, f"publisher {context}")
    read = await client.read_resource("searchlight://context/current", cache_mode="bypass")
    check(json.loads(read.contents[0].text)["selected"] == "Order:o3", f"resource {read}")
    item = await client.read_resource("searchlight://items/note-1")
    check(json.loads(item.contents[0].text)["title"] == "Trip to Kyoto", f"item resource {item}")

    indexed = await structured(client, "index_items", {"items": [{"id": "tmp-1", "title": "Scratch note"}]})
    check(indexed["indexed"] == ["tmp-1"], f"index_items {indexed}")
    deleted = await structured(client, "delete_items", {"ids": ["tmp-1"]})
    check(deleted["deleted"] == 1, f"delete_items {deleted}")

    wrong = await client.call_tool("search", {"text": "latte", "limit": "ten"})
    check(wrong.is_error and "limit" in wrong.content[0].text, f"bad arguments {wrong.content}")
    try:
        await client.call_tool("no_such_tool", {})
        check(False, "an unknown tool must be a protocol error")
    except MCPError as error:
        check(error.error.code == -32602, f"unknown tool code {error.error.code}")


async def stale_context(store):
    """A publisher that is gone, and context older than the server accepts, are both ignored."""
    async with Client(server(store)) as client:
        resolved = await structured(client, "resolve_parameter", {"type": "Order"})
        check(not resolved["context"]["used"], f"context of a gone process used: {resolved}")
        check("no longer running" in resolved["context"]["note"], f"note {resolved}")
        check(resolved["status"] != "resolved" or "on screen" not in " ".join(resolved["resolved"]["reasons"]),
              f"gone publisher still on screen: {resolved}")
    publisher = Publisher(store, "--on-screen", "Order:o2", "--selected", "Order:o2")
    try:
        async with Client(server(store, "--context-max-age=0"), mode="legacy") as client:
            await anyio.sleep(0.05)
            resolved = await structured(client, "resolve_parameter", {"type": "Order"})
            check(not resolved["context"]["used"] and "older than" in resolved["context"]["note"], f"{resolved}")
    finally:
        publisher.close()


async def subscriptions(store):
    """Subscribers hear when another process publishes new context, in both eras."""
    updates = []

    async def on_message(message):
        if getattr(message, "method", None) == "notifications/resources/updated":
            updates.append(message.params.uri)

    async with Client(server(store), mode="legacy", message_handler=on_message) as client:
        with warnings.catch_warnings():
            # Deprecated in 2026-07-28 (subscriptions/listen replaces it), and exactly what the
            # handshake era uses.
            warnings.simplefilter("ignore")
            await client.subscribe_resource("searchlight://context/current")
        publisher = Publisher(store, "--selected", "Order:o1")
        try:
            with anyio.fail_after(10):
                while not updates:
                    await anyio.sleep(0.05)
            check(updates[0] == "searchlight://context/current", f"updates {updates}")
        finally:
            publisher.close()

    async with Client(server(store)) as client:
        async with client.listen(resource_subscriptions=["searchlight://context/current"]) as subscription:
            check(list(subscription.honored.resource_subscriptions) == ["searchlight://context/current"],
                  f"honored {subscription.honored}")
            publisher = Publisher(store, "--selected", "Order:o2")
            try:
                with anyio.fail_after(10):
                    async for event in subscription:
                        check(event.uri == "searchlight://context/current", f"event {event}")
                        break
            finally:
                publisher.close()


async def main():
    with tempfile.TemporaryDirectory() as store:
        lines = os.path.join(store, "items.jsonl")
        with open(lines, "w") as file:
            file.writelines(json.dumps(item) + "\n" for item in ITEMS)
        subprocess.run([BINARY, "index", lines, "--index", store], check=True, stdout=subprocess.DEVNULL)

        publisher = Publisher(store, "--on-screen", "Order:o2,Order:o3", "--selected", "Order:o3")
        try:
            for mode, version in [("auto", "2026-07-28"), ("legacy", "2025-11-25")]:
                async with Client(server(store, "--allow-writes"), mode=mode) as client:
                    check(client.protocol_version == version, f"{mode}: negotiated {client.protocol_version}")
                    check(client.server_info.name == "searchlight", f"server info {client.server_info}")
                    await every_tool(client, publisher)
                    print(f"ok: every tool over stdio, {mode} mode ({version})")
        finally:
            publisher.close()
        await stale_context(store)
        print("ok: stale context ignored (publisher gone, too old)")
        await subscriptions(store)
        print("ok: context subscriptions (resources/subscribe, subscriptions/listen)")


if __name__ == "__main__":
    asyncio.run(main())
