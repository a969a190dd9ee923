import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

/** Toasts stay 5000 ms by default, long enough to read at a slow pace. */
export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  duration?: number;
}
interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

const VARIANT_CLASS: Record<NonNullable<ToastInput["variant"]>, string> = {
  default: "border-brand bg-white",
  success: "border-safe bg-safe-soft",
  destructive: "border-danger bg-danger-soft",
};

/** Holds the toasts and reads them out through a polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((all) => [...all, { ...toast, id }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" role="status" className="fixed right-4 bottom-4 left-4 z-50 flex flex-col items-end gap-3 sm:left-auto">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div data-testid="toast" className={`w-full max-w-sm rounded-xl border-2 p-4 shadow-lg ${VARIANT_CLASS[toast.variant ?? "default"]}`}>
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-bold">{toast.title}</p>
          {toast.description ? <p className="mt-1">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          className="btn min-h-11 min-w-11 border-transparent px-2"
          onClick={() => onDismiss(toast.id)}
          aria-label={`Dismiss: ${toast.title}`}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
