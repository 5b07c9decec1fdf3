// A multipart POST with upload progress: fetch() cannot report upload progress, XMLHttpRequest can.

export type UploadResult = { status: number; body: { success?: boolean; message?: string; errors?: Record<string, string>; response?: unknown } | null };

export function postMultipart(url: string, form: FormData, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener("load", () => {
      let body: UploadResult["body"] = null;
      try {
        body = JSON.parse(xhr.responseText) as UploadResult["body"];
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener("error", () => reject(new Error("Network error")));
    xhr.addEventListener("abort", () => reject(new Error("Upload aborted")));
    xhr.send(form);
  });
}
