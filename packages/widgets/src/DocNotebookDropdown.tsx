import { Dropdown } from "./Dropdown.js";
import { DropdownEntry } from "./DropdownEntry.js";
import { NewTabCue, newTabAttributes } from "./new-tab.js";

export interface NotebookOption {
  /** Text of the menu entry when a service has several notebooks. */
  label: string;
  /** The notebook URL; its host decides the service. */
  value: string;
}

export interface DocNotebookDropdownProps {
  options: NotebookOption[];
  /** Extra classes for the container. */
  classNames?: string;
}

interface NotebookService {
  name: string;
  host: string;
}

const services: NotebookService[] = [
  { name: "Colab", host: "colab.research.google.com" },
  { name: "Studio Lab", host: "studiolab.sagemaker.aws" },
];

/**
 * "Open in notebook" badges, one per service that has options: a badge link for a single notebook,
 * a menu of notebooks for several. Options on other hosts are ignored.
 */
export function DocNotebookDropdown({ options, classNames }: DocNotebookDropdownProps) {
  const groups = services
    .map((service) => ({ service, options: options.filter((option) => option.value.includes(service.host)) }))
    .filter((group) => group.options.length > 0);
  if (groups.length === 0) return null;

  return (
    <div className={classNames ? `atrium-notebooks ${classNames}` : "atrium-notebooks"}>
      {groups.map(({ service, options }) =>
        options.length === 1 ? (
          <a key={service.host} className="atrium-badge" href={options[0].value} {...newTabAttributes}>
            <BadgeFace service={service} />
            <NewTabCue />
          </a>
        ) : (
          <Dropdown key={service.host} className="atrium-badge-menu" label={<BadgeFace service={service} />}>
            {options.map((option) => (
              <DropdownEntry key={option.value} href={option.value} newTab>
                {option.label}
              </DropdownEntry>
            ))}
          </Dropdown>
        ),
      )}
    </div>
  );
}

function BadgeFace({ service }: { service: NotebookService }) {
  return (
    <span className="atrium-badge__face">
      <svg className="atrium-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 4h10l-1 6 4 8H4l4-8z" />
      </svg>
      Open in {service.name}
    </span>
  );
}
