import { useState } from 'react';
import './documents.css';

/** A Delete button that asks first: 'Yes, delete' removes `name`, 'Keep' changes nothing. */
export function ConfirmDelete({
  name,
  onConfirm,
  disabled,
}: {
  readonly name: string;
  readonly onConfirm: () => void;
  readonly disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button-danger" disabled={disabled} onClick={() => setAsking(true)}>
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    );
  }
  return (
    <div className="confirm-delete" role="group" aria-label={`Delete ${name}?`}>
      <p>Delete {name}?</p>
      <button
        type="button"
        className="button button-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, delete
      </button>
      <button type="button" className="button" onClick={() => setAsking(false)}>
        Keep
      </button>
    </div>
  );
}
