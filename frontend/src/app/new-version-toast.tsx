import { buttonClasses } from '@/components/ui/button-classes';

/** The toast of a new version that has installed and waits: "Reload" switches to it. */
export function NewVersionToast({ activate }: { activate: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span>A new version is ready.</span>
      <button type="button" className={buttonClasses()} onClick={activate}>
        Reload
      </button>
    </div>
  );
}
