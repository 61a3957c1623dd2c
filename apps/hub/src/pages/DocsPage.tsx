import { CodeBlock, DocNotebookDropdown, Dropdown, DropdownEntry, EditOnSource, Heading } from "@atrium/widgets";
import { useState } from "react";
import {
  type ChatClient,
  chatSnippets,
  frameworkNotebooks,
  installCommand,
  quickstartNotebooks,
  sourceUrl,
  streamingSnippet,
} from "./docs-snippets.js";

/** Section ids (the URL fragments) and titles, also listed in the page's table of contents. */
const sections = {
  installation: "Installation",
  "chat-completion": "Send a chat request",
  streaming: "Stream the answer",
  notebooks: "Notebooks",
};

/** The quickstart documentation page: every widget used the way documentation uses it. */
export function DocsPage() {
  const [client, setClient] = useState<ChatClient>("JavaScript");
  const snippet = chatSnippets[client];

  return (
    <div className="docs">
      <nav className="docs-toc" aria-label="On this page">
        <p className="docs-toc__title">On this page</p>
        <ul>
          {Object.entries(sections).map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <article className="page docs-article">
        <Heading level={1} id="quickstart">
          Quickstart
        </Heading>
        <DocNotebookDropdown options={quickstartNotebooks} classNames="docs-badges" />
        <p className="lead">
          Send your first chat request to an open model in a few lines, through the hub router or straight to an
          inference provider.
        </p>

        <Heading level={2} id="installation">
          {sections.installation}
        </Heading>
        <p>Install the inference client from npm:</p>
        <CodeBlock code={installCommand} language="sh" />

        <Heading level={2} id="chat-completion">
          {sections["chat-completion"]}
        </Heading>
        <div className="docs-toolbar">
          <p>
            Pick the client you use. The token is read from the <code>HF_TOKEN</code> environment variable.
          </p>
          <Dropdown label={`Client: ${client}`} alignment="left">
            {(Object.keys(chatSnippets) as ChatClient[]).map((name) => (
              <DropdownEntry key={name} onClick={() => setClient(name)}>
                {name}
              </DropdownEntry>
            ))}
          </Dropdown>
        </div>
        <CodeBlock code={snippet.code} language={snippet.language} />

        <Heading level={3} id="streaming">
          {sections.streaming}
        </Heading>
        <p>
          Long answers read better as they arrive. <code>chatCompletionStream</code> yields the answer chunk by chunk:
        </p>
        <CodeBlock code={streamingSnippet} language="js" />

        <Heading level={2} id="notebooks">
          {sections.notebooks}
        </Heading>
        <p>Fine-tune the model in a hosted notebook, in the framework of your choice:</p>
        <DocNotebookDropdown options={frameworkNotebooks} classNames="docs-badges" />

        <footer className="docs-footer">
          <EditOnSource href={sourceUrl} />
        </footer>
      </article>
    </div>
  );
}
