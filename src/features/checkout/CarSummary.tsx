import { storageUrl } from '../../domain/site/site-config.ts';
import './checkout.css';

export interface CarSummaryProps {
  readonly productName: string;
  /** Storage path of the profile photo; absent when the car could not be read. */
  readonly photo: string | null;
}

export const CAR_PHOTO_WIDTH = 400;
export const CAR_PHOTO_HEIGHT = 267;

/** The reserved car's name and photo, on the payment step and the success page. */
export function CarSummary({ productName, photo }: CarSummaryProps) {
  return (
    <div className="checkout-car">
      <p className="checkout-car__name">{productName}</p>
      {photo ? (
        <img
          className="checkout-car__photo"
          src={storageUrl(photo)}
          alt={productName}
          width={CAR_PHOTO_WIDTH}
          height={CAR_PHOTO_HEIGHT}
        />
      ) : null}
    </div>
  );
}
