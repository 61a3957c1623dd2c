import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DocNotebookDropdown } from "./DocNotebookDropdown.js";

const colab = (name: string) => ({
  label: name,
  value: `https://colab.research.google.com/github/atrium/notebooks/blob/main/${name}.ipynb`,
});
const studioLab = (name: string) => ({
  label: name,
  value: `https://studiolab.sagemaker.aws/import/github/atrium/notebooks/blob/main/${name}.ipynb`,
});

function expectNewWindowLink(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute("href", href);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

describe("DocNotebookDropdown", () => {
  it("shows one badge link per service that has exactly one option", () => {
    render(<DocNotebookDropdown options={[colab("Mixed"), studioLab("Mixed")]} />);
    expectNewWindowLink(screen.getByRole("link", { name: /^Open in Colab/ }), colab("Mixed").value);
    expectNewWindowLink(screen.getByRole("link", { name: /^Open in Studio Lab/ }), studioLab("Mixed").value);
    expect(screen.getByRole("link", { name: /^Open in Colab/ })).toHaveAccessibleName(
      "Open in Colab (opens in a new tab)",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows a menu for a service with several options, each a new-window link", async () => {
    const user = userEvent.setup();
    const options = [colab("Mixed"), colab("PyTorch"), colab("TensorFlow"), studioLab("Mixed")];
    render(<DocNotebookDropdown options={options} />);
    const button = screen.getByRole("button", { name: "Open in Colab" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(screen.getByRole("link", { name: /^Open in Studio Lab/ })).toBeInTheDocument();

    await user.click(button);
    const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Mixed (opens in a new tab)",
      "PyTorch (opens in a new tab)",
      "TensorFlow (opens in a new tab)",
    ]);
    items.forEach((item, index) => {
      expectNewWindowLink(item, options[index].value);
    });
  });

  it("orders services Colab first, ignores other hosts and follows prop changes", () => {
    const { rerender } = render(
      <DocNotebookDropdown options={[studioLab("A"), { label: "Elsewhere", value: "https://example.com/a.ipynb" }]} />,
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([studioLab("A").value]);

    rerender(<DocNotebookDropdown options={[studioLab("A"), colab("B")]} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      colab("B").value,
      studioLab("A").value,
    ]);
  });

  it("renders nothing without notebook options, and passes classNames to its container", () => {
    const { container, rerender } = render(<DocNotebookDropdown options={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DocNotebookDropdown options={[colab("A")]} classNames="page-badges" />);
    expect(container.firstElementChild).toHaveClass("atrium-notebooks", "page-badges");
  });
});
