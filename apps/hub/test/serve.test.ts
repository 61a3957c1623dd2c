// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaticServer, serveStatic } from "../serve.mjs";

let root: string;
let server: StaticServer;
const outsideFile = join(tmpdir(), "atrium-outside.txt");

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "atrium-serve-"));
  await mkdir(join(root, "assets"));
  await writeFile(join(root, "index.html"), "<!doctype html><title>app</title>");
  await writeFile(join(root, "assets", "app.js"), "console.log(1)");
  await writeFile(outsideFile, "outside the root");
  server = await serveStatic({ root, json: { "/atrium-config.json": { emulatorUrl: "http://127.0.0.1:9" } } });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true });
  await rm(outsideFile);
});

describe("serveStatic", () => {
  it("serves files with their content type", async () => {
    const response = await fetch(`${server.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe("console.log(1)");
  });

  it("answers client-side routes with index.html", async () => {
    for (const route of ["/docs/some/page", "/meta-llama/Llama-3.1-8B-Instruct"]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>app</title>");
    }
  });

  it("answers 404 for a missing asset", async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/logo.svg`)).status).toBe(404);
  });

  it("never serves a file outside its root", async () => {
    const response = await fetch(`${server.url}/..%2fatrium-outside.txt`);
    expect(response.status).toBe(404);
  });

  it("answers the configured JSON routes", async () => {
    const response = await fetch(`${server.url}/atrium-config.json`);
    expect(await response.json()).toEqual({ emulatorUrl: "http://127.0.0.1:9" });
  });

  it("falls back to a free port when the requested one is taken", async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, "127.0.0.1", done));
    const takenPort = (blocker.address() as { port: number }).port;
    const other = await serveStatic({ root, port: takenPort });
    try {
      expect(new URL(other.url).port).not.toBe(String(takenPort));
      expect((await fetch(other.url)).status).toBe(200);
    } finally {
      await other.close();
      blocker.close();
    }
  });
});
