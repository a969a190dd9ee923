import { href } from "react-router";
import { useState } from "react";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { downloadFileName } from "../file-name";
import { track } from "~/lib/track";
import type { DownloadNotices } from "~/content/guides/page-words";

/** The download notices (a Spanish page passes its own, as loader data). */
export const DOWNLOAD_NOTICES: DownloadNotices = {
  busy: "Downloading...",
  started: { title: "Download started", description: "Your PDF guide is being downloaded." },
  generating: { title: "PDF Generation Required", description: "This PDF is being generated. Please check back in a few minutes." },
  failed: { title: "Download failed", description: "Could not download the PDF. Please try again later." },
};

export function guidePdfHref(slug: string): string {
  return href("/guides/:file", { file: `${slug}.pdf` });
}

/**
 * Download PDF: 'Download PDF', then 'Downloading...' with a spinner and the
 * button disabled, then back to idle whether it worked or not. Disabled with aria-disabled, not
 * `disabled`: a disabled button drops the keyboard focus to the top of the page, this one keeps it.
 * Without JavaScript it is a plain link to the PDF.
 */
export function DownloadButton({
  title,
  slug,
  variant = "default",
  size = "small",
  label = "Download PDF",
  notices = DOWNLOAD_NOTICES,
}: {
  title: string;
  slug: string;
  variant?: "default" | "secondary";
  size?: "small" | "large";
  /** The idle label; 'Download PDF' by default, unless a page words it its own way. */
  label?: string;
  notices?: DownloadNotices;
}) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const href = guidePdfHref(slug);
  const fileName = downloadFileName(title);
  const className = `${variant === "secondary" ? "btn-secondary" : "btn-primary"} ${size === "large" ? "text-xl px-8 py-3" : ""} no-print`;
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />
    </svg>
  );

  if (!hydrated) {
    return (
      <a href={href} download={fileName} className={className}>
        {icon}
        {label}
        <span className="sr-only">: {title}</span>
      </a>
    );
  }

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      const response = await fetch(href);
      if (response.status === 503) {
        toast({ ...notices.generating });
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast({ ...notices.started, variant: "success" });
      track("resource_download", { type: "guide_pdf", topic: slug, title });
    } catch {
      toast({ ...notices.failed, variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <button type="button" className={className} aria-disabled={downloading || undefined} onClick={download}>
      {downloading ? (
        <span
          aria-hidden="true"
          className="inline-block h-5 w-5 animate-spin rounded-full border-4 border-current border-t-transparent motion-reduce:animate-none"
        />
      ) : (
        icon
      )}
      {downloading ? notices.busy : label}
      <span className="sr-only">: {title}</span>
    </button>
  );
}
