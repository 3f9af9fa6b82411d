import { isHttpUrl } from '@/api/schemas';
import { BRAND_NAME } from '@/brand';

export interface NotificationPreviewProps {
  /** The notification title as typed. */
  title: string;
  /** The notification text as typed. */
  body: string;
  /** The image URL as typed; shown when it loads. */
  image: string;
}

/** The push notification as a consultant's phone will show it, updated as the operator types. */
export function NotificationPreview({ title, body, image }: NotificationPreviewProps) {
  const picture = image.trim() !== '' && isHttpUrl(image.trim()) ? image.trim() : null;
  return (
    <figure aria-label="Notification preview" className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-gray-800">Preview</figcaption>
      <div className="rounded-2xl bg-gray-900 p-3">
        <div className="flex gap-3 rounded-xl bg-white p-3 shadow">
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white">
            {BRAND_NAME.charAt(0)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex justify-between text-xs text-gray-600">
              <span>{BRAND_NAME}</span>
              <span>now</span>
            </p>
            <p className={`truncate text-sm font-semibold ${title.trim() ? 'text-gray-900' : 'text-gray-600'}`}>{title.trim() || 'Notification title'}</p>
            <p className={`line-clamp-3 text-sm wrap-anywhere ${body.trim() ? 'text-gray-800' : 'text-gray-600'}`}>{body.trim() || 'The message consultants will read.'}</p>
          </div>
          {picture && <img src={picture} alt="" className="size-14 shrink-0 rounded-md object-cover" />}
        </div>
      </div>
    </figure>
  );
}
