import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREENSHOT_TYPES } from '@shop/shared';
import { formatFileSize } from '../utils/labels';
import { readScreenshot, type ScreenshotRead } from '../utils/read-screenshot';
import { Field } from '../../../components/ui/field';

interface Props {
  error?: string;
  className?: string;
  inputRef: Ref<HTMLInputElement>;
  /** The data URL of a good image, the reason it was refused, or null when no file is chosen any more. */
  onRead: (result: ScreenshotRead | null) => void;
}

/** File input for the payment screenshot (PNG, JPEG or WebP, 5 MB), checked on choosing, with a preview. */
export function ScreenshotField({ error, className, inputRef, onRead }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ name: string; size: number; preview: string } | null>(null);
  const [reading, setReading] = useState(false);
  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  const choose = async (file: File | undefined) => {
    setChosen(null);
    if (!file) return onRead(null);
    setReading(true);
    const result = await readScreenshot(file);
    setReading(false);
    if (result.ok) setChosen({ name: file.name, size: file.size, preview: URL.createObjectURL(file) });
    onRead(result);
  };

  return (
    <Field required label={t('payments.form.screenshot')} hint={t('payments.form.screenshotHint')} error={error} className={className}>
      {(control) => (
        <div className="flex flex-col gap-3">
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={SCREENSHOT_TYPES.join(',')}
            onChange={(event) => void choose(event.target.files?.[0])}
            className={`block w-full cursor-pointer rounded-md border border-dashed bg-slate-50 p-2 text-sm text-slate-700 file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500 dark:bg-slate-800 dark:text-slate-200 ${
              error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
            }`}
          />
          {reading && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              {t('payments.form.screenshotReading')}
            </p>
          )}
          {chosen && (
            <figure className="flex items-center gap-3 rounded-md border border-slate-200 p-2 dark:border-slate-700">
              <img src={chosen.preview} alt={t('payments.form.screenshotPreview')} className="h-24 w-auto max-w-[8rem] rounded object-contain" />
              <figcaption className="text-sm break-all text-slate-700 dark:text-slate-300">
                {t('payments.form.screenshotChosen', { name: chosen.name, size: formatFileSize(chosen.size) })}
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </Field>
  );
}
